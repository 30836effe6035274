/// The keys a terminal in raw mode delivers besides printable characters: the editing keys edit
/// the line the app reads for an action that takes a value; the scrolling keys move the body of a
/// screen taller than the terminal.
public enum TerminalKey: Equatable, Sendable {
    /// Enter (carriage return or line feed): sends the line.
    case enter
    /// Backspace (DEL or Ctrl-H): deletes the last character of the line.
    case backspace
    /// Escape on its own (not the start of an arrow or function key): cancels the line.
    case escape
    /// Ctrl-U: empties the line, as in a shell.
    case clearLine
    /// Up arrow: the body of a screen taller than the terminal scrolls back one line.
    case up
    /// Down arrow: the body scrolls on one line.
    case down
    /// Page Up: the body scrolls back by the rows it has on screen.
    case pageUp
    /// Page Down: the body scrolls on by the rows it has on screen.
    case pageDown

    /// Whether the key scrolls the screen rather than editing a line.
    public var isScrolling: Bool {
        switch self {
        case .up, .down, .pageUp, .pageDown: true
        case .enter, .backspace, .escape, .clearLine: false
        }
    }
}
