import Foundation

/// A button of an alert.
// https://developer.apple.com/documentation/uikit/uialertaction
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction: NSObject {
    private var storedTitle: String?
    private var storedStyle: UIAlertAction.Style = .default
    private var handler: (@MainActor (UIAlertAction) -> Void)?

    override init() {
        super.init()
    }

    /// Creates a button; `handler` runs when the user taps it.
    // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    @available(iOS 8.0, *)
    public convenience init(
        title: String?, style: UIAlertAction.Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
    ) {
        self.init()
        storedTitle = title
        storedStyle = style
        self.handler = handler
    }

    /// The button's title.
    // https://developer.apple.com/documentation/uikit/uialertaction/title
    @available(iOS 8.0, *)
    open var title: String? { storedTitle }

    /// The button's style.
    // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    @available(iOS 8.0, *)
    open var style: UIAlertAction.Style { storedStyle }

    /// Whether the button can be tapped.
    // https://developer.apple.com/documentation/uikit/uialertaction/isenabled
    @available(iOS 8.0, *)
    open var isEnabled = true

    /// The styles.
    // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    @available(iOS 8.0, *)
    public enum Style: Int, Sendable {
        case `default`
        case cancel
        case destructive
    }
}
