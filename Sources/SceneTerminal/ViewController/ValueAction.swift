/// An action that takes a typed value (a row number, a name), with the key that opens its
/// prompt: the footer shows `[s] Select…`, and in a terminal `s` opens the prompt line
/// `Select (number): `, where every key is text until Enter sends the line to this action
/// alone or Escape leaves it.
///
/// `TerminalViewController.addValueAction` is the usual way to make one.
public struct ValueAction {
    /// The key that opens the action's prompt (one character; `q` and `b` are reserved).
    public let key: Character
    /// What the footer and the prompt call the action, e.g. `Select`.
    public let title: String
    /// What to type, in a word or two: `number`, `text`.
    public let what: String
    /// The value `text` reads as, wrapped in the call that sends it; nil when it reads as none.
    private let read: (String) -> (() -> Void)?

    /// Creates an action that reads a `Value` with `parse` and hands it to `handler`.
    public init<Value>(
        key: Character, title: String, what: String, parse: @escaping (String) -> Value?,
        handler: @escaping (Value) -> Void
    ) {
        self.key = key
        self.title = title
        self.what = what
        self.read = { text in parse(text).map { value in { handler(value) } } }
    }

    /// Whether `text` reads as a value of the action, without sending it.
    public func reads(_ text: String) -> Bool {
        read(text) != nil
    }

    /// Sends `text` to the action when it reads as a value; returns whether it did.
    @discardableResult
    public func send(_ text: String) -> Bool {
        guard let send = read(text) else { return false }
        send()
        return true
    }

    /// The footer text for this action: `[s] Select…` (the dots: it asks for a value first).
    public var footerLabel: String { "[\(key)] \(title)…" }

    /// What the prompt line shows before the typed text: `Select (number)`.
    public var promptLabel: String { "\(title) (\(what))" }
}
