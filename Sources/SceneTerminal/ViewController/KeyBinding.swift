/// A key a view controller reacts to, with the title its screen's footer shows for it.
///
/// Bindings are shown in the footer as `[key] title`, in the order they were added.
public struct KeyBinding {
    /// The key that triggers the binding (one character; `q` and `b` are reserved).
    public let key: Character
    /// What the footer shows after the key, e.g. `Refresh`.
    public let title: String
    /// What runs when the key is pressed.
    public let handler: () -> Void

    /// Creates a binding; `TerminalViewController.addKeyBinding` is the usual way to make one.
    public init(key: Character, title: String, handler: @escaping () -> Void) {
        self.key = key
        self.title = title
        self.handler = handler
    }

    /// The footer text for this binding: `[r] Refresh`.
    public var footerLabel: String { "[\(key)] \(title)" }
}
