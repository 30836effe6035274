import SceneTerminal
import XCTest

/// A details screen shown by the list's `d` key; `a` presents an about box.
final class DetailsViewController: TerminalViewController {
    override func viewDidLoad() {
        title = "Details"
        addKeyBinding("a", title: "About") { [unowned self] in
            let about = TerminalViewController()
            about.title = "About"
            navigator?.present(about)
        }
    }

    override func body() -> [String] { ["Tesla Model 3"] }
}

final class TerminalAppTests: XCTestCase {
    /// The list screen with a `d` binding that pushes the details.
    private func makeRoot() -> ListViewController {
        let root = ListViewController()
        root.loadViewIfNeeded()
        root.addKeyBinding("d", title: "Details") { [unowned root] in
            root.navigator?.push(DetailsViewController())
        }
        return root
    }

    private func run(_ inputs: [String], root: TerminalViewController? = nil) -> TerminalOutputBuffer {
        let output = TerminalOutputBuffer()
        let app = TerminalApp(root: root ?? makeRoot(), input: ScriptedTerminalInput(inputs), output: output)
        app.run()
        return output
    }

    func testPipedInputPrintsEveryScreenWithSeparators() {
        let output = run(["r", "d", "a", "b", "b"])

        let separator = TerminalApp.separator
        XCTAssertEqual(
            output.text,
            """
            Cars
            ====
            1. Tesla
            2. Volvo

            [r] Refresh  [d] Details  [q] Quit
            \(separator)
            Cars
            ====
            1. Tesla
            2. Volvo
            3. Saab

            [r] Refresh  [d] Details  [q] Quit
            \(separator)
            Details
            =======
            Tesla Model 3

            [a] About  [b] Back  [q] Quit
            \(separator)
            About
            =====

            [b] Back  [q] Quit
            \(separator)
            Details
            =======
            Tesla Model 3

            [a] About  [b] Back  [q] Quit
            \(separator)
            Cars
            ====
            1. Tesla
            2. Volvo
            3. Saab

            [r] Refresh  [d] Details  [q] Quit

            """)
    }

    func testQuitStopsReadingAndEndOfInputQuitsCleanly() {
        let root = makeRoot()
        let quit = run(["r", "q", "r"], root: root)
        XCTAssertEqual(quit.screens.count, 2)
        XCTAssertEqual(root.refreshes, 1)

        let ended = run([])
        XCTAssertEqual(ended.screens.count, 1, "the first screen shows before any input")
    }

    func testUnknownInputAndBackAtTheRootRedrawWithAStatusLine() {
        let screens = run(["x", "42", "b", "1"]).screens

        XCTAssertEqual(screens.count, 5)
        XCTAssertEqual(screens[1].last, "unknown key `x`")
        XCTAssertEqual(screens[2].last, "unknown input `42`")
        XCTAssertEqual(screens[3].last, "nothing to go back to")
        XCTAssertEqual(screens[4].last, "[r] Refresh  [d] Details  [q] Quit", "the status clears on the next input")
    }

    func testANumberNoRowHasSaysSoWhenTheFooterAsksForARowNumber() {
        let root = TerminalViewController()
        root.loadViewIfNeeded()
        root.addTypedInputHint("number", title: "Select")
        let screens = run(["3", "x"], root: root).screens

        XCTAssertEqual(screens[1].last, "no row `3` to select: type a number the list shows")
        XCTAssertEqual(screens[2].last, "unknown key `x`", "only a number is taken for a row")
    }

    func testInputsAreTrimmedAndBlankLinesSkipped() {
        let root = makeRoot()
        let screens = run(["  r  ", "", "   ", "\t2"], root: root).screens

        XCTAssertEqual(screens.count, 3)
        XCTAssertEqual(root.refreshes, 1)
        XCTAssertEqual(root.picked, [2])
    }

    func testScriptedInputFromTextSplitsLines() {
        let root = makeRoot()
        let output = TerminalOutputBuffer()
        TerminalApp(root: root, input: ScriptedTerminalInput(text: "r\nr\n"), output: output).run()
        XCTAssertEqual(root.refreshes, 2)
        XCTAssertEqual(output.screens.count, 3)
    }

    func testTheAppCallsTheRootLifecycleAndUsesItsNavigator() {
        let log = LifecycleLog()
        let root = LoggingViewController("root", log: log)
        let app = TerminalApp(root: root, input: ScriptedTerminalInput([]), output: TerminalOutputBuffer())
        XCTAssertEqual(log.entries, [])

        app.run()

        XCTAssertEqual(log.entries, ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        XCTAssertTrue(root.navigator === app.navigator)
    }

    func testInteractiveModeRedrawsInPlaceFromTheTopLeft() {
        let output = TerminalOutputBuffer()
        let app = TerminalApp(
            root: makeRoot(), input: ScriptedTerminalInput(["r"]), output: output, mode: .interactive)
        app.run()

        let home = "\u{1B}[H"
        let clearLine = "\u{1B}[K"
        XCTAssertTrue(output.text.hasPrefix(home + "Cars" + clearLine + "\n====" + clearLine + "\n"))
        XCTAssertEqual(output.text.components(separatedBy: home).count - 1, 2)
        XCTAssertTrue(output.text.hasSuffix("[r] Refresh  [d] Details  [q] Quit" + clearLine + "\n\u{1B}[J\u{1B}[?25l"))
        XCTAssertFalse(output.text.contains(TerminalApp.separator))
    }

    func testInteractiveModeRedrawsBetweenKeysWhenMainQueueWorkAsksForIt() {
        let root = makeRoot()
        let input = IdleThenInput(idleTurns: 3)
        let output = TerminalOutputBuffer()
        let app = TerminalApp(root: root, input: input, output: output, mode: .interactive)
        // The controller is only touched on the main thread; the compiler cannot know it.
        nonisolated(unsafe) let mainThreadRoot = root
        input.onFirstIdle = {
            // As an `observe(on: MainScheduler.instance)` from a background thread would.
            DispatchQueue.main.async { mainThreadRoot.title = "Updated" }
        }

        app.run()

        XCTAssertTrue(output.text.contains("Updated\u{1B}[K\n=======\u{1B}[K\n"))
    }
}

/// An input that times out (waiting `pause` seconds each time) a few times or until `isDone`,
/// then ends.
final class IdleThenInput: TerminalInput {
    var idleTurns: Int
    var pause: Double
    var onFirstIdle: (() -> Void)?
    var isDone: () -> Bool = { false }

    init(idleTurns: Int, pause: Double = 0) {
        self.idleTurns = idleTurns
        self.pause = pause
    }

    func nextInput(timeout: Double?) -> TerminalInputEvent {
        guard idleTurns > 0, !isDone() else { return .endOfInput }
        idleTurns -= 1
        onFirstIdle?()
        onFirstIdle = nil
        if pause > 0 { usleep(useconds_t(pause * 1_000_000)) }
        return .timedOut
    }
}
