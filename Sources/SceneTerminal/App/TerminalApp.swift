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
///
/// In interactive mode an input is a key press: `q`, `b` and bound keys act at once, and any
/// other printable key starts a typed line (shown in a prompt line under the screen, edited with
/// Backspace and Ctrl-U, sent as one input by Enter, dropped by Escape), so `12` or `Buy milk`
/// arrive whole. On a controller with an `inputPrompt` every key goes into the line.
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
    private var line: TypedLine?

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
            let step: Step
            switch input.nextInput(timeout: mode == .interactive ? Self.idleInterval : nil) {
            case .endOfInput:
                return
            case .timedOut:
                MainQueue.drain()
                if mode == .interactive, TerminalSignalGuard.takeRedrawRequest() { needsRedraw = true }
                step = needsRedraw ? .redraw : .nothing
            case .input(let text):
                step = mode == .interactive ? type(text) : send(text)
            case .key(let key):
                step = mode == .interactive ? edit(with: key) : .nothing
            }
            switch step {
            case .quit: return
            case .redraw: draw()
            case .nothing: continue
            }
        }
    }

    /// Runs `root` on the real terminal and returns when the user quits.
    ///
    /// When stdin and stdout are both terminals, the app uses raw mode (key presses and typed
    /// lines; restored on exit, Ctrl-C, crashes and Ctrl-Z, and taken up again on `fg`) and the
    /// alternate screen, redrawn on window resize; otherwise it reads lines and prints every
    /// screen in plain mode.
    public static func run(root: TerminalViewController) {
        let output = FileDescriptorOutput()
        if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
            let rawMode = TerminalRawMode.enable(
                restoreSequence: ANSI.leaveFullScreen, resumeSequence: ANSI.enterFullScreen)
        {
            defer { rawMode.restore() }
            output.write(ANSI.enterFullScreen)
            TerminalApp(root: root, input: TerminalKeyInput(), output: output, mode: .interactive).run()
        } else {
            TerminalApp(root: root, input: TerminalLineInput(), output: output, mode: .plain).run()
        }
    }

    // MARK: - Private

    /// What the loop does after an input.
    private enum Step {
        case quit, redraw, nothing
    }

    /// Handles one whole input (a line of a pipe, a sent typed line, a key that acts at once).
    private func send(_ raw: String) -> Step {
        let text = Self.trimmed(raw)
        guard !text.isEmpty else { return .nothing }
        if text == "q" { return .quit }
        status = receive(text)
        MainQueue.drain()
        return .redraw
    }

    /// Interactive mode: a printable key goes into the typed line, or acts at once when it is
    /// `q`, `b` or a key binding and no line is being typed. An input of several characters (not
    /// a key press: what a custom `TerminalInput` may deliver) is a whole input, as in plain mode.
    private func type(_ text: String) -> Step {
        guard let controller = navigator.visibleViewController, let key = text.first else { return .nothing }
        guard text.count == 1 else { return send(text) }
        if let current = typedLine() {
            line = TypedLine(owner: controller, text: current.text + text)
            return .redraw
        }
        if key.isWhitespace || TerminalViewController.reservedKeys.contains(key)
            || controller.keyBindings.contains(where: { $0.key == key })
        {
            return send(text)
        }
        line = TypedLine(owner: controller, text: text)
        return .redraw
    }

    /// Interactive mode: Enter, Backspace, Escape or Ctrl-U on the typed line.
    private func edit(with key: TerminalKey) -> Step {
        guard let current = typedLine(), let controller = current.owner else { return .nothing }
        switch TypedLine.edit(current.text, with: key, keepsOpen: controller.inputPrompt != nil) {
        case .editing(let text):
            line = TypedLine(owner: controller, text: text)
            return .redraw
        case .cancelled:
            line = nil
            return .redraw
        case .sent(let text):
            line = nil
            return send(text)
        }
    }

    /// The line being typed on the visible controller: the one started there, or an empty one
    /// when the controller has an `inputPrompt`.
    private func typedLine() -> TypedLine? {
        guard let controller = navigator.visibleViewController else { return nil }
        if let line, line.owner === controller { return line }
        return controller.inputPrompt == nil ? nil : TypedLine(owner: controller, text: "")
    }

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
            output.write(interactiveFrame(lines))
        }
        screensDrawn += 1
    }

    /// The screen drawn over the previous one from the top left, each line cut to the terminal's
    /// width and cleared to its end (no flicker, nothing left of a longer earlier screen), then
    /// the typed line with the cursor after it, if a line is being typed.
    private func interactiveFrame(_ lines: [String]) -> String {
        let width = (output as? FileDescriptorOutput)?.columns
        var frame = ANSI.home
        for line in lines {
            frame += (width.map { String(line.prefix($0)) } ?? line) + ANSI.clearToEndOfLine + "\n"
        }
        guard let typed = typedLine() else { return frame + ANSI.clearToEndOfScreen + ANSI.hideCursor }
        let prompt = TypedLine.display(typed.text, prompt: typed.owner?.inputPrompt, width: width)
        return frame + prompt + ANSI.clearToEndOfScreen + ANSI.showCursor
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
    /// Cursor to the top left corner.
    static let home = "\u{1B}[H"
    /// The rest of the line cleared, from the cursor.
    static let clearToEndOfLine = "\u{1B}[K"
    /// The rest of the screen cleared, from the cursor.
    static let clearToEndOfScreen = "\u{1B}[J"
    /// The cursor shown (while a line is typed) or hidden.
    static let showCursor = "\u{1B}[?25h"
    static let hideCursor = "\u{1B}[?25l"
}
