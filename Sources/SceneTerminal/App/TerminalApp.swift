#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The run loop of a terminal app: shows the root controller, reads inputs, dispatches them and
/// redraws, until `q` or the end of the input.
///
/// Each input is trimmed of surrounding whitespace; empty ones are skipped. `q` quits and `b`
/// goes back (dismisses the presented controller, else pops); any other input goes to the
/// visible controller's key bindings, then to its `handle(input:)`. After every input the screen
/// is drawn again, with a last status line when the input did nothing.
public final class TerminalApp {
    /// The line printed between two screens in plain mode.
    public static let separator = String(repeating: "-", count: 40)

    /// The navigator whose visible controller is on screen.
    public let navigator: Navigator
    /// Whether screens are printed one after another or redrawn in place.
    public let mode: TerminalDisplayMode

    private let input: any TerminalInput
    private let output: any TerminalOutput
    private var needsRedraw = false
    private var screensDrawn = 0
    private var status: String?

    /// How long interactive mode waits for a key before looking for work queued on the main
    /// thread and redrawing if a controller asked for it.
    private static let idleInterval = 0.05

    /// Creates an app showing `root`; nothing happens until `run()`.
    public init(
        root: TerminalViewController, input: some TerminalInput, output: some TerminalOutput,
        mode: TerminalDisplayMode = .plain
    ) {
        self.navigator = Navigator(root: root)
        self.input = input
        self.output = output
        self.mode = mode
    }

    /// Shows the root controller and handles inputs until `q` or the end of the input.
    public func run() {
        navigator.onNeedsDisplay = { [unowned self] in needsRedraw = true }
        defer { navigator.onNeedsDisplay = nil }
        navigator.makeVisible()
        draw()
        while true {
            switch input.nextInput(timeout: mode == .interactive ? Self.idleInterval : nil) {
            case .endOfInput:
                return
            case .timedOut:
                MainQueue.drain()
                if needsRedraw { draw() }
            case .input(let raw):
                let text = Self.trimmed(raw)
                guard !text.isEmpty else { continue }
                if text == "q" { return }
                status = receive(text)
                MainQueue.drain()
                draw()
            }
        }
    }

    /// Runs `root` on the real terminal and returns when the user quits.
    ///
    /// When stdin and stdout are both terminals, the app uses raw mode (single key presses,
    /// restored on exit, Ctrl-C and crashes) and the alternate screen; otherwise it reads lines
    /// and prints every screen in plain mode.
    public static func run(root: TerminalViewController) {
        let output = FileDescriptorOutput()
        if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
            let rawMode = TerminalRawMode.enable(restoreSequence: ANSI.leaveFullScreen)
        {
            defer { rawMode.restore() }
            output.write(ANSI.enterFullScreen)
            TerminalApp(root: root, input: TerminalKeyInput(), output: output, mode: .interactive).run()
        } else {
            TerminalApp(root: root, input: TerminalLineInput(), output: output, mode: .plain).run()
        }
    }

    // MARK: - Private

    /// Handles one input other than `q`; returns the status line to show, if any.
    private func receive(_ text: String) -> String? {
        if text == "b" {
            return navigator.goBack() == nil ? "nothing to go back to" : nil
        }
        guard let controller = navigator.visibleViewController else { return nil }
        if controller.dispatch(input: text) { return nil }
        return text.count == 1 ? "unknown key `\(text)`" : "unknown input `\(text)`"
    }

    private func draw() {
        needsRedraw = false
        var lines = navigator.visibleViewController?.screen() ?? []
        if let status {
            lines.append(status)
        }
        switch mode {
        case .plain:
            let separator = screensDrawn > 0 ? Self.separator + "\n" : ""
            output.write(separator + lines.joined(separator: "\n") + "\n")
        case .interactive:
            output.write(ANSI.clearScreen + lines.joined(separator: "\n") + "\n")
        }
        screensDrawn += 1
    }

    private static func trimmed(_ text: String) -> String {
        let characters = text.drop { $0.isWhitespace }
        return String(characters.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// The escape codes interactive mode uses.
enum ANSI {
    /// Alternate screen on, cursor hidden: the user's scrollback stays untouched.
    static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l"
    /// Cursor shown, alternate screen off: written on exit, Ctrl-C and crashes.
    static let leaveFullScreen = "\u{1B}[?25h\u{1B}[?1049l"
    /// Cursor home, screen cleared.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
}
