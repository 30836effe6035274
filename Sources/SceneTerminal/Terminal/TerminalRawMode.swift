#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal switched to raw mode (one key press at a time, no echo), restored by `restore()`
/// and, should the process die of a signal first, by a signal handler.
///
/// Ctrl-C still raises SIGINT. While raw mode is on, SIGINT, SIGTERM, SIGHUP, SIGQUIT and the
/// crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE: a trap or `fatalError` in
/// the app's own code) restore the terminal, write `restoreSequence`, reinstall the handler that
/// was there before (the default, or Swift's backtracer) and raise the signal again, so the
/// process still ends as it would have. Ctrl-Z (SIGTSTP) restores the terminal the same way and
/// stops the process; when it is resumed (SIGCONT: `fg`), raw mode comes back and
/// `resumeSequence` is written. Only one raw mode can be on at a time.
public final class TerminalRawMode {
    /// The terminal's file descriptor (stdin by default).
    public let fileDescriptor: Int32
    private let original: termios
    private var isRestored = false

    /// Switches the terminal on `fileDescriptor` to raw mode and installs the signal handlers.
    ///
    /// - Parameters:
    ///   - restoreSequence: written to `outputFileDescriptor` when the terminal is restored,
    ///     e.g. the escape codes that leave the alternate screen and show the cursor again.
    ///   - resumeSequence: written when raw mode comes back after a suspension (Ctrl-Z, then
    ///     `fg`), e.g. the escape codes that enter the alternate screen again.
    /// - Returns: `nil` when `fileDescriptor` is not a terminal or raw mode is already on.
    public static func enable(
        fileDescriptor: Int32 = STDIN_FILENO,
        restoreSequence: String = "",
        resumeSequence: String = "",
        outputFileDescriptor: Int32 = STDOUT_FILENO
    ) -> TerminalRawMode? {
        guard isatty(fileDescriptor) == 1, !TerminalSignalGuard.isInstalled else { return nil }
        var original = termios()
        guard tcgetattr(fileDescriptor, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        TerminalSignalGuard.install(
            fileDescriptor: fileDescriptor, original: original, raw: raw,
            restoreSequence: Array(restoreSequence.utf8), resumeSequence: Array(resumeSequence.utf8),
            outputFileDescriptor: outputFileDescriptor)
        guard tcsetattr(fileDescriptor, TCSAFLUSH, &raw) == 0 else {
            TerminalSignalGuard.uninstall()
            return nil
        }
        return TerminalRawMode(fileDescriptor: fileDescriptor, original: original)
    }

    private init(fileDescriptor: Int32, original: termios) {
        self.fileDescriptor = fileDescriptor
        self.original = original
    }

    /// Whether `fileDescriptor` is in raw mode now (echo and line editing off).
    public static func isRaw(fileDescriptor: Int32) -> Bool {
        var current = termios()
        guard tcgetattr(fileDescriptor, &current) == 0 else { return false }
        return current.c_lflag & tcflag_t(ICANON | ECHO) == 0
    }

    /// Puts the terminal back as it was, writes the restore sequence and removes the signal
    /// handlers; does nothing the second time.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        TerminalSignalGuard.restoreTerminal()
        TerminalSignalGuard.uninstall()
    }

    deinit {
        restore()
    }
}
