import SceneTerminal
import XCTest

/// A search screen as the terminal flavor generates it for `actions: [{query: String},
/// {select: Int}]`: each value action has its own key.
final class SearchViewController: TerminalViewController {
    var queries: [String] = []
    var selections: [Int] = []

    override func viewDidLoad() {
        title = "Search"
        addValueAction("u", title: "Query", reads: "text", parse: { $0.isEmpty ? nil : $0 }) { [unowned self] in
            queries.append($0)
        }
        addValueAction("s", title: "Select", reads: "number", parse: { Int($0) }) { [unowned self] in
            selections.append($0)
        }
    }
}

/// A screen whose only input is one value, as New Task: it starts typing it.
final class NewTaskViewController: TerminalViewController {
    var names: [String] = []

    override func viewDidLoad() {
        title = "New Task"
        addValueAction("s", title: "Save", reads: "text", parse: { $0.isEmpty ? nil : $0 }) { [unowned self] in
            names.append($0)
            setNeedsDisplay()
        }
        initialValueAction = "s"
    }

    override func body() -> [String] { names.map { "- \($0)" } }
}

/// A root that pushes `NewTaskViewController` on `a`.
final class TaskListViewController: TerminalViewController {
    let newTask = NewTaskViewController()

    override func viewDidLoad() {
        title = "Today"
        addKeyBinding("a", title: "Add") { [unowned self] in navigator?.push(newTask) }
    }
}

final class TerminalValueActionTests: XCTestCase {
    private let output = TerminalOutputBuffer()

    private func runInteractive(_ root: TerminalViewController, keys: String) {
        TerminalApp(root: root, input: ScriptedKeyEvents(keys), output: output, mode: .interactive).run()
    }

    private func runPiped(_ root: TerminalViewController, lines: [String]) {
        TerminalApp(root: root, input: ScriptedTerminalInput(lines), output: output).run()
    }

    /// The last frame drawn, escape codes dropped, one entry per line.
    private var lastFrame: [String] {
        let frame = output.text.components(separatedBy: "\u{1B}[H").last ?? ""
        let plain = frame.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        return plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: - Each value action on its own key

    func testEachValueActionHasItsOwnFooterLabel() {
        let search = SearchViewController()
        search.loadViewIfNeeded()
        XCTAssertEqual(search.footer(), "[u] Query…  [s] Select…  [q] Quit")
        XCTAssertEqual(search.valueActions.map(\.key), ["u", "s"])
    }

    func testAKeyOpensItsPromptAndEnterSendsToThatActionAlone() {
        let search = SearchViewController()
        runInteractive(search, keys: "s12\r")
        XCTAssertEqual(search.selections, [12])
        XCTAssertEqual(search.queries, [], "a number typed at Select's prompt never reaches Query")
    }

    func testEveryKeyIsTextInAPrompt() {
        let search = SearchViewController()
        runInteractive(search, keys: "uquery bs\r")
        XCTAssertEqual(search.queries, ["query bs"], "`q`, `b`, `s` and space are text while typing")
        XCTAssertEqual(search.selections, [])
    }

    func testTheOpenPromptShowsItsLabelAndAnEnterEscapeFooter() {
        runInteractive(SearchViewController(), keys: "s4")
        XCTAssertEqual(lastFrame.suffix(2), ["[Enter] Select  [Esc] Cancel", "Select (number): 4"])
    }

    func testEscapeLeavesThePromptSendingNothing() {
        let search = SearchViewController()
        runInteractive(search, keys: "s4\u{1B}u7\r")
        XCTAssertEqual(search.selections, [])
        XCTAssertEqual(search.queries, ["7"], "after Escape, `u` opens Query's prompt")
    }

    func testAValueTheActionDoesNotReadKeepsThePromptAndSaysWhy() {
        let search = SearchViewController()
        runInteractive(search, keys: "sx\r")
        XCTAssertEqual(search.selections, [])
        XCTAssertTrue(lastFrame.contains("Select (number): `x` does not fit"), "\(lastFrame)")
        XCTAssertTrue(lastFrame.contains("Select (number): x"), "the line stays to be fixed: \(lastFrame)")
    }

    func testTwoTextActionsAreEachReachable() {
        let form = TerminalViewController()
        var email: [String] = []
        var password: [String] = []
        form.addValueAction("e", title: "Enter Email", reads: "text", parse: { $0 }) { email.append($0) }
        form.addValueAction("n", title: "Enter Password", reads: "text", parse: { $0 }) { password.append($0) }
        runInteractive(form, keys: "ebob@example.com\rnquiet\r")
        XCTAssertEqual(email, ["bob@example.com"])
        XCTAssertEqual(password, ["quiet"])
        XCTAssertEqual(form.footer(), "[e] Enter Email…  [n] Enter Password…  [q] Quit")
    }

    // MARK: - Lines typed without a prompt

    func testALineOnlyOneValueActionReadsReachesIt() {
        let search = SearchViewController()
        XCTAssertTrue(search.dispatch(input: "hello"))
        XCTAssertEqual(search.queries, ["hello"])
    }

    func testALineSeveralValueActionsReadReachesNoneAndTheAppSaysWhichKeys() {
        let search = SearchViewController()
        runPiped(search, lines: ["3"])
        XCTAssertEqual(search.queries, [])
        XCTAssertEqual(search.selections, [])
        XCTAssertEqual(output.screens.last?.last, "`3` fits Query and Select: press u or s first")
    }

    func testDispatchValueGoesToTheNamedAction() {
        let search = SearchViewController()
        XCTAssertTrue(search.dispatch(value: "3", to: "u"))
        XCTAssertTrue(search.dispatch(value: "3", to: "s"))
        XCTAssertFalse(search.dispatch(value: "x", to: "s"))
        XCTAssertFalse(search.dispatch(value: "3", to: "z"))
        XCTAssertEqual(search.queries, ["3"])
        XCTAssertEqual(search.selections, [3])
    }

    // MARK: - Piped lines

    func testAPipedKeyLineOpensThePromptAndTheNextLineIsItsValue() {
        let search = SearchViewController()
        runPiped(search, lines: ["s", "12", "u", "q", "b"])
        XCTAssertEqual(search.selections, [12])
        XCTAssertEqual(search.queries, ["q"], "the line after `u` is its value, even `q`")
        XCTAssertEqual(output.screens[1].last, "Select (number):", "the open prompt is printed under the screen")
        XCTAssertEqual(output.screens.last?.last, "nothing to go back to", "`b` outside a prompt still goes back")
    }

    func testAnEmptyPipedLineClosesThePrompt() {
        let search = SearchViewController()
        runPiped(search, lines: ["s", "", "3"])
        XCTAssertEqual(search.selections, [])
        XCTAssertEqual(output.screens.last?.last, "`3` fits Query and Select: press u or s first")
    }

    func testPlainModeDoesNotStartTyping() {
        let root = TaskListViewController()
        runPiped(root, lines: ["a", "back up photos", "b", "q"])
        XCTAssertEqual(root.newTask.names, ["back up photos"], "a line that is not a key reaches the only action")
        XCTAssertEqual(output.screens.last?.first, "Today", "`b` alone goes back")
    }

    // MARK: - A screen that starts typing

    func testAScreenWithOneValueStartsTypingItQAndBIncluded() {
        let root = TaskListViewController()
        runInteractive(root, keys: "aquarterly report\rback up photos\rBuy milk\r")
        XCTAssertEqual(root.newTask.names, ["quarterly report", "back up photos", "Buy milk"])
        XCTAssertEqual(lastFrame.suffix(2), ["[Enter] Save  [Esc] Cancel", "Save (text): "])
    }

    func testEscapeThenBGoesBackFromAScreenThatStartsTyping() {
        let root = TaskListViewController()
        runInteractive(root, keys: "aone\r\u{1B}b")
        XCTAssertEqual(root.newTask.names, ["one"])
        XCTAssertEqual(lastFrame.first, "Today")
    }

    func testTheScreenStartsTypingAgainEachTimeItComesOn() {
        let root = TaskListViewController()
        runInteractive(root, keys: "a\u{1B}ba" + "bob\r")
        XCTAssertEqual(root.newTask.names, ["bob"])
    }

    // MARK: - The footer wraps

    func testTheFooterWrapsToTheTerminalWidthKeepingQuit() {
        let search = SearchViewController()
        search.loadViewIfNeeded()
        XCTAssertEqual(search.footerLines(width: 24), ["[u] Query…  [s] Select…", "[q] Quit"])
        XCTAssertEqual(search.footerLines(width: nil), ["[u] Query…  [s] Select…  [q] Quit"])
    }

    func testAnInteractiveAppWrapsAFooterWiderThanTheTerminal() {
        let buffer = TerminalOutputBuffer(columns: 24)
        TerminalApp(root: SearchViewController(), input: ScriptedKeyEvents(""), output: buffer, mode: .interactive)
            .run()
        let frame = buffer.text.replacingOccurrences(
            of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        XCTAssertTrue(frame.contains("[u] Query…  [s] Select…\n[q] Quit\n"), frame)
    }

    // MARK: - Keys

    func testAValueActionAndAKeyBindingShareKeys() {
        let controller = TerminalViewController()
        controller.addKeyBinding("s", title: "Sort") {}
        XCTAssertTrue(controller.addValueAction("s", title: "Select", reads: "number", parse: { Int($0) }) { _ in })
        XCTAssertEqual(controller.keyBindings.map(\.key), [])
        XCTAssertEqual(controller.valueActions.map(\.key), ["s"])
        XCTAssertFalse(controller.addValueAction("q", title: "Query", reads: "text", parse: { $0 }) { _ in })
        controller.removeValueAction("s")
        XCTAssertEqual(controller.valueActions.map(\.key), [])
    }
}
