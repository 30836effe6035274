import SceneTerminal
import XCTest

/// A list screen: `r` refreshes, a number picks a row.
final class ListViewController: TerminalViewController {
    var rows = ["Tesla", "Volvo"]
    var refreshes = 0
    var picked: [Int] = []

    override func viewDidLoad() {
        title = "Cars"
        addKeyBinding("r", title: "Refresh") { [unowned self] in
            refreshes += 1
            rows.append("Saab")
            setNeedsDisplay()
        }
    }

    override func body() -> [String] {
        rows.enumerated().map { "\($0.offset + 1). \($0.element)" }
    }

    override func handle(input: String) -> Bool {
        guard let number = Int(input), rows.indices.contains(number - 1) else { return false }
        picked.append(number)
        return true
    }
}

final class TerminalViewControllerTests: XCTestCase {
    func testScreenIsTitleBodyBlankLineAndFooter() {
        let controller = ListViewController()

        XCTAssertEqual(
            controller.screen(),
            ["Cars", "====", "1. Tesla", "2. Volvo", "", "[r] Refresh  [q] Quit"])
        XCTAssertTrue(controller.isViewLoaded, "screen() loads the view, as reading `view` does in UIKit")
    }

    func testFooterShowsBackOnlyWhenTheNavigatorCanGoBack() {
        let root = TerminalViewController()
        let next = TerminalViewController()
        let navigator = RecordingNavigator(root: root)
        XCTAssertEqual(root.footer(), "[q] Quit")

        navigator.push(next)

        XCTAssertEqual(next.footer(), "[b] Back  [q] Quit")
    }

    func testTypedInputHintsFollowTheKeyBindingsInTheFooter() {
        let controller = ListViewController()
        controller.loadViewIfNeeded()
        controller.addTypedInputHint("number", title: "Pick")
        controller.addTypedInputHint("text", title: "Search")
        controller.addTypedInputHint("row number", title: "Pick")  // same title: replaced in place

        XCTAssertEqual(controller.footer(), "[r] Refresh  [row number + Enter] Pick  [text + Enter] Search  [q] Quit")
        XCTAssertEqual(controller.typedInputHints.map(\.title), ["Pick", "Search"])
    }

    func testEmptyTitleDropsTheHeaderAndNewlinesSplitBodyLines() {
        final class Plain: TerminalViewController {
            override func body() -> [String] { ["one\ntwo"] }
        }
        XCTAssertEqual(Plain().screen(), ["one", "two", "", "[q] Quit"])
    }

    func testTitleIsUnderlinedByCharactersNotBytes() {
        let controller = TerminalViewController()
        controller.title = "Café"
        XCTAssertEqual(Array(controller.screen().prefix(2)), ["Café", "===="])
    }

    func testKeyBindingsDispatchAndFallBackToHandleInput() {
        let controller = ListViewController()
        controller.loadViewIfNeeded()

        XCTAssertTrue(controller.dispatch(input: "r"))
        XCTAssertTrue(controller.dispatch(input: "2"))
        XCTAssertFalse(controller.dispatch(input: "9"))
        XCTAssertFalse(controller.dispatch(input: "x"))

        XCTAssertEqual(controller.refreshes, 1)
        XCTAssertEqual(controller.picked, [2])
    }

    func testReservedAndUnprintableKeysAreRefused() {
        let controller = TerminalViewController()
        var ran = false

        XCTAssertFalse(controller.addKeyBinding("q", title: "Quiet") { ran = true })
        XCTAssertFalse(controller.addKeyBinding("b", title: "Bold") { ran = true })
        XCTAssertFalse(controller.addKeyBinding(" ", title: "Space") { ran = true })
        XCTAssertFalse(controller.addKeyBinding("\u{7}", title: "Bell") { ran = true })

        XCTAssertTrue(controller.keyBindings.isEmpty)
        XCTAssertFalse(controller.dispatch(input: "q"))
        XCTAssertFalse(ran)
        XCTAssertEqual(TerminalViewController.reservedKeys, ["q", "b"])
    }

    func testRebindingAKeyReplacesItInPlaceAndRemovingDropsIt() {
        let controller = TerminalViewController()
        var calls: [String] = []
        controller.addKeyBinding("a", title: "Add") { calls.append("add") }
        controller.addKeyBinding("d", title: "Delete") { calls.append("delete") }
        controller.addKeyBinding("a", title: "Append") { calls.append("append") }

        controller.dispatch(input: "a")
        XCTAssertEqual(calls, ["append"])
        XCTAssertEqual(controller.footer(), "[a] Append  [d] Delete  [q] Quit")

        controller.removeKeyBinding("a")
        XCTAssertEqual(controller.footer(), "[d] Delete  [q] Quit")
    }

    func testSetNeedsDisplayIsClearedByRenderingTheScreen() {
        let controller = TerminalViewController()
        XCTAssertFalse(controller.needsDisplay)

        controller.title = "Hello"
        XCTAssertTrue(controller.needsDisplay)

        _ = controller.screen()
        XCTAssertFalse(controller.needsDisplay)
    }
}
