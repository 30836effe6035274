/// What a screen reads from a typed line (a number, a name), with the title its footer
/// shows for it: `[number + Enter] Select`. A hint only tells the user; the line itself
/// reaches `TerminalViewController.handle(input:)`.
public struct TypedInputHint: Equatable, Sendable {
    /// What to type, in a word or two: `number`, `text`.
    public let what: String
    /// What the line does, e.g. `Select`.
    public let title: String

    /// Creates a hint; `TerminalViewController.addTypedInputHint` is the usual way to make one.
    public init(what: String, title: String) {
        self.what = what
        self.title = title
    }

    /// The footer text for this hint: `[number + Enter] Select`.
    public var footerLabel: String { "[\(what) + Enter] \(title)" }
}
