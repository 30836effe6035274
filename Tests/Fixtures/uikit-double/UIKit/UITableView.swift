import Foundation

/// A list of rows: it asks its `dataSource` how many rows there are and for
/// each cell, makes cells of the registered classes, and leaves selection to
/// its `delegate` (a user's tap, or a test, calls the delegate's `tableView(_:didSelectRowAt:)`).
// https://developer.apple.com/documentation/uikit/uitableview
@available(iOS 2.0, *)
@MainActor
open class UITableView: UIScrollView {
    private var cellClasses: [String: AnyClass] = [:]
    /// The style `init(frame:style:)` was given.
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    @available(iOS 2.0, *)
    open private(set) var style: UITableView.Style = .plain

    /// Creates a table of `style`.
    // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    @available(iOS 2.0, *)
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Tables are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What gives the rows (held weakly, as UIKit does).
    // https://developer.apple.com/documentation/uikit/uitableview/datasource
    @available(iOS 2.0, *)
    weak open var dataSource: (any UITableViewDataSource)?

    /// What hears about selection (held weakly, as UIKit does).
    // https://developer.apple.com/documentation/uikit/uitableview/delegate
    @available(iOS 2.0, *)
    weak open var delegate: (any UITableViewDelegate)?

    /// RxCocoa's data source and delegate proxies, held strongly by the table
    /// (real RxCocoa keeps them as associated objects of the table).
    @_spi(RxCocoa)
    public var rxProxies: [String: AnyObject] = [:]

    /// Makes cells of `cellClass` for `identifier`.
    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)
    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// A cell for `identifier` at `indexPath`. UIKit makes one of the class
    /// registered for the identifier (and throws an Objective-C exception when
    /// none is); the double makes `UITableViewCell`s only, as Swift cannot call
    /// an initializer that is not `required` through a class value, and prints
    /// when the registered class is another, so a test sees the difference.
    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if cellClasses[identifier].map(ObjectIdentifier.init) != ObjectIdentifier(UITableViewCell.self) {
            print("UITableView (double): \"\(identifier)\" is not registered as UITableViewCell; made one anyway")
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Whether a tap selects a row (true, as in UIKit); the double records it.
    // https://developer.apple.com/documentation/uikit/uitableview/allowsselection
    @available(iOS 3.0, *)
    open var allowsSelection = true

    /// The rows `deselectRow(at:animated:)` was asked to deselect, in order (the double draws no highlight).
    private(set) var deselectedRows: [IndexPath] = []
    /// Deselects the row at `indexPath`.
    // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    @available(iOS 2.0, *)
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectedRows.append(indexPath)
    }

    /// Asks the data source again (the double has no cells on screen to refresh).
    // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    @available(iOS 2.0, *)
    open func reloadData() {}

    /// The number of sections (the data source's, 1 by default).
    // https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    @available(iOS 2.0, *)
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of rows the data source gives for `section`.
    // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    @available(iOS 2.0, *)
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The styles.
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    @available(iOS 2.0, *)
    public enum Style: Int, Sendable {
        case plain
        case grouped
        case insetGrouped
    }
}
