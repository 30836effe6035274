/// What a router needs to move between screens: a stack of controllers plus at most one
/// presented (modal) controller, like `UINavigationController` and `present(_:animated:)`.
///
/// `Navigator` is the real one; `RecordingNavigator` records requests for tests.
public protocol Navigating: AnyObject {
    /// The navigation stack, root first.
    var viewControllers: [TerminalViewController] { get }
    /// The controller presented modally over the stack, if any.
    var presentedViewController: TerminalViewController? { get }

    /// Pushes `viewController` on the stack.
    func push(_ viewController: TerminalViewController)
    /// Pops the top controller and returns it; does nothing and returns `nil` at the root.
    @discardableResult func pop() -> TerminalViewController?
    /// Pops every controller above the root and returns them, top last.
    @discardableResult func popToRoot() -> [TerminalViewController]
    /// Replaces the whole stack by `viewController`.
    func setRoot(_ viewController: TerminalViewController)
    /// Presents `viewController` modally over the stack.
    func present(_ viewController: TerminalViewController)
    /// Dismisses the presented controller and returns it; `nil` when nothing is presented.
    @discardableResult func dismiss() -> TerminalViewController?
}

extension Navigating {
    /// The top of the navigation stack (not the presented controller), as in UIKit.
    public var topViewController: TerminalViewController? { viewControllers.last }

    /// The controller on screen: the presented one, else the top of the stack.
    public var visibleViewController: TerminalViewController? { presentedViewController ?? topViewController }

    /// Whether `b` has somewhere to go: a presented controller to dismiss or a controller to pop.
    public var canGoBack: Bool { presentedViewController != nil || viewControllers.count > 1 }

    /// What `b` does: dismisses the presented controller, else pops; returns the one that left.
    @discardableResult
    public func goBack() -> TerminalViewController? {
        presentedViewController != nil ? dismiss() : pop()
    }
}
