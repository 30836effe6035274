import Foundation

/// An alert: its title, message and buttons, shown when presented.
// https://developer.apple.com/documentation/uikit/uialertcontroller
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {
    private var storedMessage: String?
    private var storedStyle: UIAlertController.Style = .alert
    private var storedActions: [UIAlertAction] = []

    /// Creates an alert.
    // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    @available(iOS 8.0, *)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        storedMessage = message
        storedStyle = preferredStyle
    }

    /// Creates an empty alert.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    @available(iOS 8.0, *)
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Alerts are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    @available(iOS 8.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text under the title.
    // https://developer.apple.com/documentation/uikit/uialertcontroller/message
    @available(iOS 8.0, *)
    open var message: String? {
        get { storedMessage }
        set { storedMessage = newValue }
    }

    /// Alert or action sheet.
    // https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    @available(iOS 8.0, *)
    open var preferredStyle: UIAlertController.Style { storedStyle }

    /// The buttons, in order.
    // https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    @available(iOS 8.0, *)
    open var actions: [UIAlertAction] { storedActions }

    /// Adds a button.
    // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    @available(iOS 8.0, *)
    open func addAction(_ action: UIAlertAction) {
        storedActions.append(action)
    }

    /// The styles.
    // https://developer.apple.com/documentation/uikit/uialertcontroller/style
    @available(iOS 8.0, *)
    public enum Style: Int, Sendable {
        case actionSheet
        case alert
    }
}
