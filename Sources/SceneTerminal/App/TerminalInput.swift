/// Where a `TerminalApp` reads its inputs: key presses, lines of a pipe, or a script in a test.
public protocol TerminalInput: AnyObject {
    /// Waits at most `timeout` seconds (forever when `nil`) for the next input.
    ///
    /// Sources that cannot wait with a time limit may block; the app only passes a timeout in
    /// interactive mode, to redraw between key presses.
    func nextInput(timeout: Double?) -> TerminalInputEvent

    /// Whether `nextInput` would return another input at once (the rest of a paste): interactive
    /// mode then handles it before drawing, so a paste of many characters redraws once.
    var hasPendingInput: Bool { get }
}

extension TerminalInput {
    /// Unknown: every input is drawn.
    public var hasPendingInput: Bool { false }
}

/// What a `TerminalInput` produced.
public enum TerminalInputEvent: Equatable, Sendable {
    /// One input: a key press (one printable character), or a whole input such as one line of
    /// piped input. Interactive mode types key presses into a line when they start one (see
    /// `TerminalApp`); several characters are always one whole input.
    case input(String)
    /// A line-editing key pressed on a terminal in raw mode (Enter, Backspace, Escape, Ctrl-U).
    case key(TerminalKey)
    /// Nothing arrived within the timeout.
    case timedOut
    /// The input is over (EOF, Ctrl-D): the app quits.
    case endOfInput
}

/// An input that replays a fixed list, then ends: for tests and scripted runs.
public final class ScriptedTerminalInput: TerminalInput {
    /// The inputs not delivered yet.
    public private(set) var remaining: [String]

    /// Replays `inputs` in order, one input each.
    public init(_ inputs: [String]) {
        remaining = inputs
    }

    /// Replays the lines of `text`, as piped input would deliver them.
    public convenience init(text: String) {
        self.init(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// The next scripted input, or `.endOfInput` when none is left.
    public func nextInput(timeout: Double?) -> TerminalInputEvent {
        remaining.isEmpty ? .endOfInput : .input(remaining.removeFirst())
    }
}
