/// A navigator for tests: records every request as a `NavigationEvent` and keeps the stack
/// and presented controller up to date, but calls no lifecycle method.
///
/// It sets `navigator` on every controller it receives, so a router under test can reach it
/// through its view controller: `RecordingNavigator(root: viewController)`, then
/// `router.showDetails()`, then check `navigator.events` or `navigator.topViewController`.
public final class RecordingNavigator: Navigating {
    /// Every request received, in order (including ones that changed nothing, like `pop()` at
    /// the root).
    public private(set) var events: [NavigationEvent] = []
    /// The navigation stack, root first.
    public private(set) var viewControllers: [TerminalViewController] = []
    /// The controller presented over the stack, if any.
    public private(set) var presentedViewController: TerminalViewController?

    /// Creates a navigator whose stack holds `root` (not recorded as an event), or nothing.
    public init(root: TerminalViewController? = nil) {
        if let root {
            root.navigator = self
            viewControllers = [root]
        }
    }

    /// Records the push and puts `viewController` on top of the stack.
    public func push(_ viewController: TerminalViewController) {
        events.append(.push(viewController))
        viewController.navigator = self
        viewControllers.append(viewController)
    }

    /// Records the pop and removes the top controller unless it is the root.
    @discardableResult
    public func pop() -> TerminalViewController? {
        events.append(.pop)
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    /// Records the request and leaves only the root on the stack.
    @discardableResult
    public func popToRoot() -> [TerminalViewController] {
        events.append(.popToRoot)
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeSubrange(1...)
        return popped
    }

    /// Records the request and makes `viewController` the only controller on the stack.
    public func setRoot(_ viewController: TerminalViewController) {
        events.append(.setRoot(viewController))
        viewController.navigator = self
        viewControllers = [viewController]
    }

    /// Records the presentation and makes `viewController` the presented controller.
    public func present(_ viewController: TerminalViewController) {
        events.append(.present(viewController))
        viewController.navigator = self
        presentedViewController = viewController
    }

    /// Records the dismissal and clears the presented controller.
    @discardableResult
    public func dismiss() -> TerminalViewController? {
        events.append(.dismiss)
        defer { presentedViewController = nil }
        return presentedViewController
    }
}
