/// The real navigator: a navigation stack plus at most one presented (modal) controller, with
/// UIKit's lifecycle calls.
///
/// When the controller on screen changes, the new one loads if needed (`viewDidLoad()` once),
/// then the old one gets `viewWillDisappear()`, the new one `viewWillAppear()`, the old one
/// `viewDidDisappear()` and the new one `viewDidAppear()`. Controllers hidden under a presented
/// one get no calls (as under a full-screen modal); nothing gets any before `makeVisible()`.
/// Misuse is ignored rather than trapped: pushing or presenting a controller that is already
/// shown, presenting while something is presented, popping the root.
public final class Navigator: Navigating {
    /// The navigation stack, root first; never empty.
    public private(set) var viewControllers: [TerminalViewController]
    /// The controller presented over the stack, if any.
    public private(set) var presentedViewController: TerminalViewController?
    /// Whether `makeVisible()` ran: lifecycle calls start then.
    public private(set) var isVisible = false

    /// Called when the screen should be redrawn: the visible controller changed or asked for it.
    var onNeedsDisplay: (() -> Void)?

    /// Creates a navigator whose stack holds `root`; nothing appears until `makeVisible()`.
    public init(root: TerminalViewController) {
        viewControllers = [root]
        root.navigator = self
    }

    /// Shows the navigator (as a window's `makeKeyAndVisible()`): the visible controller loads
    /// and appears. Does nothing the second time.
    public func makeVisible() {
        guard !isVisible else { return }
        isVisible = true
        guard let visible = visibleViewController else { return }
        visible.loadViewIfNeeded()
        visible.perform(.viewWillAppear)
        visible.perform(.viewDidAppear)
        onNeedsDisplay?()
    }

    /// Pushes `viewController`; ignored when it is already on the stack or presented.
    public func push(_ viewController: TerminalViewController) {
        guard !contains(viewController) else { return }
        transition {
            viewController.navigator = self
            viewControllers.append(viewController)
        }
    }

    /// Pops and returns the top controller; `nil` (and nothing happens) at the root.
    @discardableResult
    public func pop() -> TerminalViewController? {
        guard viewControllers.count > 1 else { return nil }
        var popped: TerminalViewController?
        transition { popped = viewControllers.removeLast() }
        detach(popped)
        return popped
    }

    /// Pops every controller above the root; only the top one gets disappearance calls.
    @discardableResult
    public func popToRoot() -> [TerminalViewController] {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        transition { viewControllers.removeSubrange(1...) }
        popped.forEach(detach)
        return popped
    }

    /// Replaces the whole stack by `viewController` (a presented controller stays presented).
    public func setRoot(_ viewController: TerminalViewController) {
        guard presentedViewController !== viewController else { return }
        let previous = viewControllers.filter { $0 !== viewController }
        transition {
            viewController.navigator = self
            viewControllers = [viewController]
        }
        previous.forEach(detach)
    }

    /// Presents `viewController` over the stack; ignored while another one is presented or
    /// when it is already on the stack (UIKit refuses both too).
    public func present(_ viewController: TerminalViewController) {
        guard presentedViewController == nil, !contains(viewController) else { return }
        transition {
            viewController.navigator = self
            presentedViewController = viewController
        }
    }

    /// Dismisses and returns the presented controller; `nil` when nothing is presented.
    @discardableResult
    public func dismiss() -> TerminalViewController? {
        guard let presented = presentedViewController else { return nil }
        transition { presentedViewController = nil }
        detach(presented)
        return presented
    }

    /// Asks for a redraw when `viewController` is the one on screen.
    func viewControllerNeedsDisplay(_ viewController: TerminalViewController) {
        guard viewController === visibleViewController else { return }
        onNeedsDisplay?()
    }

    // MARK: - Private

    /// Applies `change`, then runs UIKit's appearance calls if the visible controller changed.
    private func transition(_ change: () -> Void) {
        let old = visibleViewController
        change()
        let new = visibleViewController
        guard isVisible else { return }
        if old !== new {
            new?.loadViewIfNeeded()
            old?.perform(.viewWillDisappear)
            new?.perform(.viewWillAppear)
            old?.perform(.viewDidDisappear)
            new?.perform(.viewDidAppear)
        }
        onNeedsDisplay?()
    }

    private func contains(_ viewController: TerminalViewController) -> Bool {
        presentedViewController === viewController || viewControllers.contains { $0 === viewController }
    }

    /// Clears the back reference of a controller that left, as UIKit clears `navigationController`.
    private func detach(_ viewController: TerminalViewController?) {
        guard let viewController, viewController.navigator === self, !contains(viewController) else { return }
        viewController.navigator = nil
    }
}
