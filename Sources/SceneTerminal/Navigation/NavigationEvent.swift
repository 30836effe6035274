/// One request a `RecordingNavigator` received; controllers compare by identity.
public enum NavigationEvent: Equatable, CustomStringConvertible {
    /// `push(_:)` with the pushed controller.
    case push(TerminalViewController)
    /// `pop()`.
    case pop
    /// `popToRoot()`.
    case popToRoot
    /// `setRoot(_:)` with the new root.
    case setRoot(TerminalViewController)
    /// `present(_:)` with the presented controller.
    case present(TerminalViewController)
    /// `dismiss()`.
    case dismiss

    /// The controller the event carries (pushed, presented or new root), if any.
    public var viewController: TerminalViewController? {
        switch self {
        case .push(let controller), .setRoot(let controller), .present(let controller): controller
        case .pop, .popToRoot, .dismiss: nil
        }
    }

    /// Two events are equal when they are the same request with the same controller instance.
    public static func == (lhs: NavigationEvent, rhs: NavigationEvent) -> Bool {
        switch (lhs, rhs) {
        case (.push(let a), .push(let b)), (.setRoot(let a), .setRoot(let b)), (.present(let a), .present(let b)):
            a === b
        case (.pop, .pop), (.popToRoot, .popToRoot), (.dismiss, .dismiss):
            true
        default:
            false
        }
    }

    /// `push(CarDetailsViewController)`, `pop`...: readable in test failure messages.
    public var description: String {
        switch self {
        case .push(let controller): "push(\(type(of: controller)))"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .setRoot(let controller): "setRoot(\(type(of: controller)))"
        case .present(let controller): "present(\(type(of: controller)))"
        case .dismiss: "dismiss"
        }
    }
}
