/// The line the user is typing in interactive mode, for the controller it was started on: a
/// value action's value (its prompt opened by the action's key), or a line started by a key
/// nothing is bound to, which goes to the controller as a whole input. In plain mode only an
/// opened prompt is kept, empty: the next line is its value.
struct TypedLine {
    /// The controller the line belongs to; the line is dropped when another one is on screen.
    weak var owner: TerminalViewController?
    /// The key of the value action whose prompt this is; nil for a line started by a key.
    var action: Character?
    /// What was typed so far.
    var text: String

    init(owner: TerminalViewController, action: Character? = nil, text: String) {
        self.owner = owner
        self.action = action
        self.text = text
    }

    /// The value action the line is the prompt of, while its owner still has it.
    var valueAction: ValueAction? {
        guard let action else { return nil }
        return owner?.valueActions.first { $0.key == action }
    }

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
        case .up, .down, .pageUp, .pageDown: return .editing(text)  // The app scrolls; the line stays.
        }
        return text.isEmpty && !keepsOpen ? .cancelled : .editing(text)
    }

    /// Applies an editing key in a value action's prompt: only Escape leaves it (an emptied
    /// prompt stays open, as its key opened it on purpose).
    static func editPrompt(_ text: String, with key: TerminalKey) -> Outcome {
        switch key {
        case .enter: return .sent(text)
        case .escape: return .cancelled
        case .backspace, .clearLine: return edit(text, with: key, keepsOpen: true)
        case .up, .down, .pageUp, .pageDown: return .editing(text)
        }
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
