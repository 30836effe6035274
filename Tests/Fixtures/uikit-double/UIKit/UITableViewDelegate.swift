import Foundation

/// What hears about a table's selection.
///
/// In UIKit `tableView(_:didSelectRowAt:)` is an optional Objective-C requirement,
/// called as `delegate?.tableView?(tableView, didSelectRowAt: indexPath)`. Swift on
/// Linux has no optional requirements, so the double spells it as an optional
/// `tableView` member whose value is called with the same labels: that exact call
/// compiles and behaves the same against UIKit and against the double.
// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@available(iOS 2.0, *)
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// The delegate's `tableView(_:didSelectRowAt:)`, nil when it has none.
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    @available(iOS 2.0, *)
    var tableView: UITableViewDelegateDidSelectRow? { get }
}

/// The double's form of UITableViewDelegate's optional `tableView(_:didSelectRowAt:)`
/// (see UITableViewDelegate): a value called as that method is.
// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
@available(iOS 2.0, *)
@MainActor
public struct UITableViewDelegateDidSelectRow {
    private let didSelect: @MainActor (UITableView, IndexPath) -> Void

    /// A selection handler calling `didSelect`.
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    @available(iOS 2.0, *)
    public init(_ didSelect: @escaping @MainActor (UITableView, IndexPath) -> Void) {
        self.didSelect = didSelect
    }

    /// Tells the delegate the row at `indexPath` was chosen.
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    @available(iOS 2.0, *)
    public func callAsFunction(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelect(tableView, indexPath)
    }
}
