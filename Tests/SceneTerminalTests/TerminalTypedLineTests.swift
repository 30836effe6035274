import SceneTerminal
import XCTest

/// A screen that takes a name, as the Tasks example's New Task screen does: its only action
/// takes a value, so it has no key bindings.
final class NameViewController: TerminalViewController {
    var names: [String] = []
    private let prompt: String?

    init(prompt: String? = nil) {
        self.prompt = prompt
        super.init()
    }

    override func viewDidLoad() {
        title = "New Task"
        inputPrompt = prompt
    }

    override func body() -> [String] { names.map { "- \($0)" } }

    override func handle(input: String) -> Bool {
        names.append(input)
        setNeedsDisplay()
        return true
    }
}

/// A list of twelve rows: `1` alone must not pick row 1 when `12` is meant.
final class TwelveRowsViewController: TerminalViewController {
    var picked: [Int] = []
    var refreshes = 0
    /// The `inputPrompt` of the name screen `n` pushes.
    var namePrompt: String?

    override func viewDidLoad() {
        title = "Cars"
        addKeyBinding("r", title: "Refresh") { [unowned self] in refreshes += 1 }
        addKeyBinding("n", title: "New") { [unowned self] in navigator?.push(NameViewController(prompt: namePrompt)) }
    }

    override func body() -> [String] { (1...12).map { "\($0). Car \($0)" } }

    override func handle(input: String) -> Bool {
        guard let number = Int(input), (1...12).contains(number) else { return false }
        picked.append(number)
        return true
    }
}

/// Replays key events as a raw terminal delivers them, then ends.
final class ScriptedKeyEvents: TerminalInput {
    private var events: [TerminalInputEvent]

    /// `text`'s characters as key presses, with `\r` as Enter, `\u{7F}` as Backspace and
    /// `\u{1B}` as Escape.
    init(_ text: String) {
        events = text.map { character in
            switch character {
            case "\r": return .key(.enter)
            case "\u{7F}": return .key(.backspace)
            case "\u{1B}": return .key(.escape)
            default: return .input(String(character))
            }
        }
    }

    func nextInput(timeout: Double?) -> TerminalInputEvent {
        events.isEmpty ? .endOfInput : events.removeFirst()
    }
}

final class TerminalTypedLineTests: XCTestCase {
    private let output = TerminalOutputBuffer()

    private func runInteractive(_ root: TerminalViewController, keys: String) {
        TerminalApp(root: root, input: ScriptedKeyEvents(keys), output: output, mode: .interactive).run()
    }

    /// What the terminal shows at the end: the last frame, escape codes dropped.
    private var lastFrame: [String] {
        let frame = output.text.components(separatedBy: "\u{1B}[H").last ?? ""
        let plain = frame.replacingOccurrences(of: "\u{1B}\\[[0-9?]*[A-Za-z]", with: "", options: .regularExpression)
        return plain.components(separatedBy: "\n")
    }

    func testTypingANameAndEnterSendsItWhole() throws {
        let app = TerminalApp(
            root: TwelveRowsViewController(), input: ScriptedKeyEvents("nBuy milk\r"), output: output,
            mode: .interactive)
        app.run()

        let names = try XCTUnwrap(app.navigator.topViewController as? NameViewController, "`n` acts at once")
        XCTAssertEqual(names.names, ["Buy milk"])
    }

    func testTwelvePicksRowTwelveAndNotRowOne() {
        let root = TwelveRowsViewController()
        runInteractive(root, keys: "12\r")
        XCTAssertEqual(root.picked, [12])
    }

    func testTheLineIsShownInAPromptLineWithTheCursorAfterIt() {
        let root = TwelveRowsViewController()
        runInteractive(root, keys: "1")

        XCTAssertEqual(lastFrame.last, "> 1")
        XCTAssertTrue(output.text.hasSuffix("> 1\u{1B}[J\u{1B}[?25h"), "the cursor shows after the line")
        XCTAssertEqual(root.picked, [], "nothing is sent before Enter")
    }

    func testBoundAndReservedKeysGoIntoALineOnceItIsStarted() {
        let root = TwelveRowsViewController()
        runInteractive(root, keys: "xrbq\r")

        XCTAssertEqual(root.refreshes, 0)
        XCTAssertTrue(lastFrame.contains("unknown input `xrbq`"), "\(lastFrame)")
    }

    func testBackspaceEditsAndEscapeCancels() {
        let root = TwelveRowsViewController()
        runInteractive(root, keys: "13\u{7F}2\r" + "5\u{1B}" + "7\u{7F}r")

        XCTAssertEqual(root.picked, [12], "Escape sends nothing")
        XCTAssertEqual(root.refreshes, 1, "a line emptied by Backspace is closed: `r` acts again")
        XCTAssertEqual(lastFrame.last, "", "no prompt line once the line is closed")
    }

    func testEnterWithoutALineDoesNothing() {
        let root = TwelveRowsViewController()
        runInteractive(root, keys: "\r\r")
        XCTAssertEqual(root.picked, [])
        XCTAssertEqual(output.text.components(separatedBy: "\u{1B}[H").count - 1, 1, "no redraw")
    }

    func testAnInputPromptTakesEveryKeyAndALineBOrQStillActs() throws {
        let root = TwelveRowsViewController()
        root.namePrompt = "Name"
        let app = TerminalApp(
            root: root, input: ScriptedKeyEvents("nbread\rquinoa\rx\u{1B}rice\r"), output: output,
            mode: .interactive)
        app.run()

        let names = try XCTUnwrap(app.navigator.topViewController as? NameViewController)
        XCTAssertEqual(names.names, ["bread", "quinoa", "rice"], "Escape empties the line")
        XCTAssertEqual(lastFrame.last, "Name: ", "the prompt line stays, empty")

        let back = TerminalApp(root: root, input: ScriptedKeyEvents("nb\r"), output: output, mode: .interactive)
        back.run()
        XCTAssertTrue(back.navigator.topViewController === root, "the line `b` goes back")
        let quit = TerminalApp(root: root, input: ScriptedKeyEvents("nq\rmore\r"), output: output, mode: .interactive)
        quit.run()
        XCTAssertTrue(quit.navigator.topViewController is NameViewController, "the line `q` quits at once")
        XCTAssertEqual((quit.navigator.topViewController as? NameViewController)?.names, [])
    }

    func testPlainModeIgnoresEditingKeysAndShowsNoPromptLine() {
        let names = NameViewController(prompt: "Name")
        TerminalApp(root: names, input: ScriptedKeyEvents("\r"), output: output).run()

        XCTAssertEqual(output.screens, [["New Task", "========", "", "[q] Quit"]])
    }

    func testAnInputOfSeveralCharactersIsAWholeInputInInteractiveModeToo() {
        let root = TwelveRowsViewController()
        TerminalApp(root: root, input: ScriptedTerminalInput(["12", "7"]), output: output, mode: .interactive).run()

        XCTAssertEqual(root.picked, [12], "`12` at once; the key `7` only starts a line")
        XCTAssertEqual(lastFrame.last, "> 7")
    }
}
