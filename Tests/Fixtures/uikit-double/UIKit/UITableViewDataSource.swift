import Foundation

/// What gives a table its rows.
// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@available(iOS 2.0, *)
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell of the row at `indexPath`.
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// The number of sections; optional in UIKit (1 when not implemented), a default here.
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    @available(iOS 2.0, *)
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    @available(iOS 2.0, *)
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
