import Foundation

/// A row of a table; the default style shows its text in `textLabel`.
// https://developer.apple.com/documentation/uikit/uitableviewcell
@available(iOS 2.0, *)
@MainActor
open class UITableViewCell: UIView {
    private let label = UILabel()
    /// The identifier the cell was made for.
    // https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
    @available(iOS 2.0, *)
    open private(set) var reuseIdentifier: String?

    /// Creates a cell of `style` (the designated initializer).
    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    @available(iOS 3.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(label)
    }

    /// Cells are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The label of the cell's main text (before content configurations, iOS 14).
    // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    @available(iOS 3.0, *)
    open var textLabel: UILabel? { label }

    /// The cell styles.
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    @available(iOS 3.0, *)
    public enum CellStyle: Int, Sendable {
        case `default`
        case value1
        case value2
        case subtitle
    }
}
