/// The line the user is typing in interactive mode, for the controller it was started on: an
/// action's value such as a name or a row number.
struct TypedLine {
    /// The controller the line belongs to; the line is dropped when another one is on screen.
    weak var owner: TerminalViewController?
    /// What was typed so far.
    var text: String

    /// What the app does after an editing key.
    enum Outcome: Equatable {
        /// The line changed (or stays open); redraw it.
        case editing(String)
        /// The line was closed without sending anything.
        case cancelled
        /// Enter: send this text.
        case sent(String)
    }

    /// Applies an editing key; `keepsOpen` (a controller with an `inputPrompt`) keeps an empty
    /// line open instead of closing it.
    static func edit(_ text: String, with key: TerminalKey, keepsOpen: Bool) -> Outcome {
        var text = text
        switch key {
        case .enter: return .sent(text)
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .escape, .clearLine: text = ""
        }
        return text.isEmpty && !keepsOpen ? .cancelled : .editing(text)
    }

    /// The prompt line as shown: `inputPrompt: text`, or `> text` without a prompt; cut at the
    /// front to `width` characters so the end of what was typed stays in sight.
    static func display(_ text: String, prompt: String?, width: Int?) -> String {
        let label = prompt.map { $0.isEmpty ? "> " : $0 + ": " } ?? "> "
        let line = label + text
        guard let width, width > 1, line.count > width else { return line }
        return "…" + line.suffix(width - 1)
    }
}
