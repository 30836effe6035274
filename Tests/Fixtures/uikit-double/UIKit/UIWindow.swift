import Foundation

/// The window: the root of the view tree. Setting its root view controller puts
/// that view in it; `makeKeyAndVisible()` makes the root appear.
// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {
    private var root: UIViewController?
    private var key = false

    /// Creates a window of `frame`.
    // https://developer.apple.com/documentation/uikit/uiwindow/init(frame:)
    @available(iOS 2.0, *)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window shown in `windowScene`.
    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
    }

    /// Windows are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uiwindow/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view controller whose view fills the window.
    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { root }
        set {
            root?.view.removeFromSuperview()
            root = newValue
            if let newValue {
                addSubview(newValue.view)
                if key { appear(newValue) }
            }
        }
    }

    /// Whether the window is the key window.
    // https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    @available(iOS 2.0, *)
    open var isKeyWindow: Bool { key }

    /// Makes the window key and shows it: its root appears.
    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    @available(iOS 2.0, *)
    open func makeKeyAndVisible() {
        guard !key else { return }
        key = true
        isHidden = false
        if let root { appear(root) }
    }

    private func appear(_ controller: UIViewController) {
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
    }
}
