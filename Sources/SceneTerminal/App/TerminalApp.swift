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
/// In interactive mode an input is a key press: `q`, `b` and bound keys act at once; the key of a
/// value action opens its prompt (`Select (number): `), where every printable key is text (`q`
/// and `b` too) until Enter sends the line to that action alone and Escape leaves the prompt;
/// any other printable key starts a typed line sent as one input by Enter, so `12` or `Buy milk`
/// arrive whole. A controller's `initialValueAction` has its prompt open whenever the screen
/// comes on. On a controller with an `inputPrompt` every key goes into the line.
///
/// In plain mode a line that is a value action's key opens its prompt, and the next line is the
/// value (an empty line closes the prompt instead).
///
/// Interactive mode draws once the keys that arrived together are handled, so a paste redraws
/// once; a screen taller than the terminal keeps its title and footer in view while the arrow
/// keys, Page Up and Page Down scroll its body.
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
    /// Which part of a screen taller than the terminal interactive mode shows.
    private var viewport = TerminalViewport()
    /// The controller the last screen showed, to open the prompt of a controller that comes on.
    private weak var shownController: TerminalViewController?

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
        followVisibleController()
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
                followVisibleController()
                step = mode == .interactive ? type(text) : send(text)
            case .key(let key):
                followVisibleController()
                step = mode == .interactive ? edit(with: key) : .nothing
            }
            switch step {
            case .quit: return
            case .redraw: needsRedraw = true
            case .nothing: if mode == .plain { continue }
            }
            // A paste arrives as many keys at once: draw when they are all handled, not per key.
            guard needsRedraw, mode == .plain || !input.hasPendingInput else { continue }
            draw()
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

    /// Handles one whole input (a line of a pipe, a sent typed line, a key that acts at once): the
    /// value of an open prompt, the key of a value action (which opens its prompt), or an input
    /// for the app and the controller.
    private func send(_ raw: String) -> Step {
        let text = Self.trimmed(raw)
        if let prompt = openPrompt() {
            line = nil
            if !text.isEmpty { status = deliver(text, to: prompt) }
            MainQueue.drain()
            return .redraw
        }
        guard !text.isEmpty else { return .nothing }
        if text == "q" { return .quit }
        if let controller = navigator.visibleViewController, let action = valueAction(for: text, on: controller) {
            open(action, on: controller)
            return .redraw
        }
        status = receive(text)
        MainQueue.drain()
        return .redraw
    }

    /// Interactive mode: a printable key goes into the typed line or the open prompt; when
    /// neither is being typed, `q`, `b` and key bindings act at once, a value action's key opens
    /// its prompt, and any other key starts a line. An input of several characters (not a key
    /// press: what a custom `TerminalInput` may deliver) is a whole input, as in plain mode.
    private func type(_ text: String) -> Step {
        guard let controller = navigator.visibleViewController, let key = text.first else { return .nothing }
        guard text.count == 1 else { return send(text) }
        if var current = typedLine() {
            current.text += text
            line = current
            return .redraw
        }
        if key.isWhitespace || TerminalViewController.reservedKeys.contains(key)
            || controller.keyBindings.contains(where: { $0.key == key })
        {
            return send(text)
        }
        if let action = valueAction(for: text, on: controller) {
            open(action, on: controller)
            return .redraw
        }
        line = TypedLine(owner: controller, text: text)
        return .redraw
    }

    /// Interactive mode: an arrow or page key scrolls a screen taller than the terminal; Enter,
    /// Backspace, Escape or Ctrl-U edit the typed line or open prompt.
    private func edit(with key: TerminalKey) -> Step {
        if key.isScrolling { return viewport.scroll(by: key) ? .redraw : .nothing }
        guard let current = typedLine(), let controller = current.owner else { return .nothing }
        if let prompt = current.valueAction {
            return edit(prompt, of: current, with: key)
        }
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

    /// Interactive mode: an editing key in `prompt`'s prompt. Enter sends the line to `prompt`
    /// alone: read, the prompt closes (and opens again empty on a screen that starts typing it);
    /// not read, it stays open with the line and says why.
    private func edit(_ prompt: ValueAction, of current: TypedLine, with key: TerminalKey) -> Step {
        guard let controller = current.owner else { return .nothing }
        switch TypedLine.editPrompt(current.text, with: key) {
        case .editing(let text):
            line = TypedLine(owner: controller, action: prompt.key, text: text)
            return .redraw
        case .cancelled:
            line = nil
            status = nil
            return .redraw
        case .sent(let text):
            let value = Self.trimmed(text)
            guard !value.isEmpty else { return .nothing }
            status = deliver(value, to: prompt)
            if status == nil {
                line = nil
                if navigator.visibleViewController === controller, controller.initialValueAction == prompt.key {
                    open(prompt, on: controller)
                }
            }
            MainQueue.drain()
            return .redraw
        }
    }

    /// Sends `value` to `action`; returns the status line to show when it does not read it.
    private func deliver(_ value: String, to action: ValueAction) -> String? {
        action.send(value) ? nil : "\(action.promptLabel): `\(value)` does not fit"
    }

    /// The value action whose key `text` is, unless a key binding has that key.
    private func valueAction(for text: String, on controller: TerminalViewController) -> ValueAction? {
        guard text.count == 1, let key = text.first, !controller.keyBindings.contains(where: { $0.key == key })
        else { return nil }
        return controller.valueActions.first { $0.key == key }
    }

    /// Opens `action`'s prompt, empty, on `controller`.
    private func open(_ action: ValueAction, on controller: TerminalViewController) {
        line = TypedLine(owner: controller, action: action.key, text: "")
        status = nil
    }

    /// The value action whose prompt is open on the visible controller, if any.
    private func openPrompt() -> ValueAction? {
        guard let line, let owner = line.owner, owner === navigator.visibleViewController else { return nil }
        return line.valueAction
    }

    /// When another controller came on screen since the last input or screen: drops the line
    /// typed on the one before and, in interactive mode, opens the new one's `initialValueAction`.
    private func followVisibleController() {
        let visible = navigator.visibleViewController
        guard visible !== shownController else { return }
        shownController = visible
        line = nil
        viewport.reset()
        guard mode == .interactive, let visible else { return }
        visible.loadViewIfNeeded()
        if let key = visible.initialValueAction, let action = visible.valueActions.first(where: { $0.key == key }) {
            open(action, on: visible)
        }
    }

    /// The line being typed on the visible controller: the one started there (or its open
    /// prompt), or an empty one when the controller has an `inputPrompt`.
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
        let readers = controller.valueActions(reading: text)
        if readers.count > 1 {
            let titles = Self.list(readers.map(\.title), or: "and")
            let keys = Self.list(readers.map { String($0.key) }, or: "or")
            return "`\(text)` fits \(titles): press \(keys) first"
        }
        // The footer invites a number (`[number + Enter] Select`): one past the list is no key.
        if Int(text) != nil, let hint = controller.typedInputHints.first(where: { $0.what == "number" }) {
            return "no row `\(text)` to \(hint.title.lowercased()): type a number the list shows"
        }
        return text.count == 1 ? "unknown key `\(text)`" : "unknown input `\(text)`"
    }

    /// `A`, `A and B`, `A, B and C`.
    private static func list(_ words: [String], or conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }

    private func draw() {
        needsRedraw = false
        followVisibleController()
        let width = mode == .interactive ? output.columns : nil
        let typing = mode == .interactive ? openPrompt() : nil
        let screen = navigator.visibleViewController?.screenParts(width: width, typing: typing)
        let statusLines = status.map { [$0] } ?? []
        switch mode {
        case .plain:
            var lines = (screen?.lines ?? []) + statusLines
            if let prompt = openPrompt() { lines.append(prompt.promptLabel + ":") }
            let separator = screensDrawn > 0 ? Self.separator + "\n" : ""
            output.write(separator + lines.joined(separator: "\n") + "\n")
        case .interactive:
            let lines = screen.map { viewport.fit($0, status: statusLines, rows: output.rows) } ?? statusLines
            output.write(interactiveFrame(lines, width: width))
        }
        screensDrawn += 1
    }

    /// The screen drawn over the previous one from the top left, each line cut to the terminal's
    /// width and cleared to its end (no flicker, nothing left of a longer earlier screen), then
    /// the typed line with the cursor after it, if a line is being typed.
    private func interactiveFrame(_ lines: [String], width: Int?) -> String {
        var frame = ANSI.home
        for line in lines {
            frame += (width.map { String(line.prefix($0)) } ?? line) + ANSI.clearToEndOfLine + "\n"
        }
        guard let typed = typedLine() else { return frame + ANSI.clearToEndOfScreen + ANSI.hideCursor }
        let label = typed.valueAction?.promptLabel ?? typed.owner?.inputPrompt
        let prompt = TypedLine.display(typed.text, prompt: label, width: width)
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
