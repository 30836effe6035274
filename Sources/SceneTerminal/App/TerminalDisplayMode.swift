/// How a `TerminalApp` shows its screens.
public enum TerminalDisplayMode: Equatable, Sendable {
    /// Every screen printed as plain lines, with `TerminalApp.separator` between screens: for
    /// pipes, files, CI and tests.
    case plain
    /// The screen cleared and redrawn in place; the app also redraws between key presses when
    /// a controller asks for it.
    case interactive
}
