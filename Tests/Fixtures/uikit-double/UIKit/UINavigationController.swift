import Foundation

/// A stack of view controllers: the top one's view is shown, pushing and
/// popping change the stack at once (the animation of UIKit is not modelled:
/// `viewControllers` and `topViewController` change at the call, as in UIKit).
// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, *)
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    /// Creates a stack holding `rootViewController`.
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    @available(iOS 2.0, *)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    /// Creates an empty stack.
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    @available(iOS 2.0, *)
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Navigation controllers are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The stack, root first.
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    @available(iOS 2.0, *)
    open var viewControllers: [UIViewController] {
        get { stack }
        set {
            for old in stack where !newValue.contains(where: { $0 === old }) { old.setParent(nil) }
            stack = newValue
            for controller in stack { controller.setParent(self) }
            showTop()
        }
    }

    /// The top of the stack.
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    @available(iOS 2.0, *)
    open var topViewController: UIViewController? { stack.last }

    /// What shows: the presented view controller, else the top.
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    @available(iOS 2.0, *)
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Pushes `viewController` on the stack and shows it.
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    @available(iOS 2.0, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        let visible = isViewLoaded && view.window != nil
        if visible { previous?.beginAppearanceTransition(false, animated: animated) }
        stack.append(viewController)
        viewController.setParent(self)
        if visible { viewController.beginAppearanceTransition(true, animated: animated) }
        showTop()
        if visible {
            previous?.endAppearanceTransition()
            viewController.endAppearanceTransition()
        }
    }

    /// Pops the top (never the root) and returns it.
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @available(iOS 2.0, *)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let popped = stack.popLast() else { return nil }
        let visible = isViewLoaded && view.window != nil
        if visible {
            popped.beginAppearanceTransition(false, animated: animated)
            topViewController?.beginAppearanceTransition(true, animated: animated)
        }
        popped.setParent(nil)
        popped.view.removeFromSuperview()
        showTop()
        if visible {
            popped.endAppearanceTransition()
            topViewController?.endAppearanceTransition()
        }
        return popped
    }

    override var forwardedChild: UIViewController? { topViewController }

    /// Shows the top's view (and only it) in the navigation controller's view.
    private func showTop() {
        guard isViewLoaded, let top = topViewController else { return }
        for subview in view.subviews where subview !== top.view { subview.removeFromSuperview() }
        if top.view.superview !== view { view.addSubview(top.view) }
    }

    /// Loads its view with the top's view in it.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    @available(iOS 2.0, *)
    override open func viewDidLoad() {
        super.viewDidLoad()
        showTop()
    }
}
