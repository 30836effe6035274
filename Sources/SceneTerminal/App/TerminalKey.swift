/// The editing keys a terminal in raw mode delivers besides printable characters: they edit the
/// line the app reads for an action that takes a value.
public enum TerminalKey: Equatable, Sendable {
    /// Enter (carriage return or line feed): sends the line.
    case enter
    /// Backspace (DEL or Ctrl-H): deletes the last character of the line.
    case backspace
    /// Escape on its own (not the start of an arrow or function key): cancels the line.
    case escape
    /// Ctrl-U: empties the line, as in a shell.
    case clearLine
}
