import Foundation

/// A screen: it loads its view on first use (`loadView()`, then `viewDidLoad()`),
/// hears its appearance (`viewWillAppear(_:)`... through the container, the window
/// or `beginAppearanceTransition(_:animated:)`), and presents and dismisses others.
/// As in UIKit, a view controller presents only while its view is in a window.
// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?
    private weak var storedParent: UIViewController?
    private var storedPresented: UIViewController?
    private weak var storedPresenting: UIViewController?

    /// Creates a view controller (no nib is ever loaded by the double).
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    @available(iOS 2.0, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// View controllers are made in code here: decoding one gives nil.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) the first time it is read.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    @available(iOS 2.0, *)
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }

    /// Whether the view is loaded.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    @available(iOS 3.0, *)
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the root view; the default is a plain `UIView`.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    @available(iOS 2.0, *)
    open func loadView() {
        storedView = UIView(frame: .zero)
    }

    /// Loads the view unless it is loaded.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    @available(iOS 9.0, *)
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { storedView = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    @available(iOS 2.0, *)
    open func viewDidLoad() {}

    /// Called before the view appears.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    @available(iOS 2.0, *)
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    @available(iOS 2.0, *)
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    @available(iOS 2.0, *)
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    @available(iOS 2.0, *)
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance change: `viewWillAppear(_:)` or `viewWillDisappear(_:)` (loading the view first).
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
    @available(iOS 5.0, *)
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        appearing = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        forwardedChild?.beginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Ends it: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
    @available(iOS 5.0, *)
    open func endAppearanceTransition() {
        if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
        forwardedChild?.endAppearanceTransition()
    }

    /// The direction of the appearance change under way.
    private var appearing = true

    /// The child a container forwards appearance to (a navigation controller's top).
    var forwardedChild: UIViewController? { nil }

    /// The title (a navigation bar shows it).
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    @available(iOS 2.0, *)
    open var title: String?

    /// The container holding this view controller.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    @available(iOS 5.0, *)
    open var parent: UIViewController? { storedParent }

    func setParent(_ parent: UIViewController?) {
        storedParent = parent
    }

    /// The nearest navigation controller among the containers.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    @available(iOS 2.0, *)
    open var navigationController: UINavigationController? {
        var current = parent
        while let container = current {
            if let navigationController = container as? UINavigationController { return navigationController }
            current = container.parent
        }
        return nil
    }

    /// The view controller this one presents, or one of its containers presents.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { storedPresented ?? parent?.presentedViewController }

    /// The view controller that presented this one (or its container).
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { storedPresenting ?? parent?.presentingViewController }

    /// Presents `viewControllerToPresent` modally from the outermost container. As in UIKit,
    /// nothing is presented (a warning is printed) when the view is in no window or the
    /// container already presents one.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    @available(iOS 5.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        var presenter = self
        while let container = presenter.parent { presenter = container }
        guard let window = presenter.view.window else {
            print(
                "Attempt to present \(viewControllerToPresent) on \(presenter) whose view is not in the window hierarchy."
            )
            return
        }
        guard presenter.storedPresented == nil else {
            print("Attempt to present \(viewControllerToPresent) on \(presenter) which is already presenting.")
            return
        }
        presenter.storedPresented = viewControllerToPresent
        viewControllerToPresent.storedPresenting = presenter
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        window.addSubview(viewControllerToPresent.view)
        viewControllerToPresent.endAppearanceTransition()
        completion?()
    }

    /// Dismisses what this view controller presents, or this one when it was presented.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        var presenter: UIViewController = self
        while let container = presenter.parent { presenter = container }
        if let presented = presenter.storedPresented {
            presented.beginAppearanceTransition(false, animated: flag)
            presented.view.removeFromSuperview()
            presented.endAppearanceTransition()
            presented.storedPresenting = nil
            presenter.storedPresented = nil
        } else if let presenting = presenter.storedPresenting {
            presenting.dismiss(animated: flag, completion: completion)
            return
        }
        completion?()
    }
}
