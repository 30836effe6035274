import SceneTerminal
import XCTest

/// A screen of `count` numbered lines, for a terminal shorter than it.
private final class LongListViewController: TerminalViewController {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init()
    }

    override func viewDidLoad() {
        title = "Cars"
        addKeyBinding("r", title: "Refresh") {}
    }

    override func body() -> [String] {
        (1...count).map { "car \($0)" }
    }
}

/// Delivers its events as one chunk does: each says more is waiting until the last.
private final class ChunkInput: TerminalInput {
    private var events: [TerminalInputEvent]

    init(_ events: [TerminalInputEvent]) {
        self.events = events
    }

    var hasPendingInput: Bool { !events.isEmpty }

    func nextInput(timeout: Double?) -> TerminalInputEvent {
        events.isEmpty ? .endOfInput : events.removeFirst()
    }
}

final class TerminalViewportTests: XCTestCase {
    private let home = "\u{1B}[H"
    private let clearLine = "\u{1B}[K"

    /// The lines of the last frame drawn, without escape codes.
    private func lastFrame(_ output: TerminalOutputBuffer) -> [String] {
        let frame = output.text.components(separatedBy: home).last ?? ""
        let lines = frame.components(separatedBy: clearLine + "\n").dropLast()
        return lines.map { $0.replacingOccurrences(of: clearLine, with: "") }
    }

    private func run(_ events: [TerminalInputEvent], count: Int = 20, rows: Int? = 10) -> TerminalOutputBuffer {
        let output = TerminalOutputBuffer(columns: 60, rows: rows)
        let app = TerminalApp(
            root: LongListViewController(count: count), input: ChunkInput(events), output: output,
            mode: .interactive)
        app.run()
        return output
    }

    func testATallScreenKeepsItsTitleAndFooterAndShowsWhereItIs() {
        let frame = lastFrame(run([]))

        XCTAssertEqual(frame.count, 9, "one row stays free under the screen: \(frame)")
        XCTAssertEqual(Array(frame.prefix(2)), ["Cars", "===="])
        XCTAssertEqual(frame[2], "car 1")
        XCTAssertEqual(frame[6], "car 5")
        XCTAssertEqual(frame[7], "[↑↓ PgUp PgDn] Scroll: lines 1–5 of 20")
        XCTAssertEqual(frame[8], "[r] Refresh  [q] Quit")
    }

    func testArrowsAndPagesScrollTheBodyWithinItsEnds() {
        XCTAssertEqual(lastFrame(run([.key(.down), .key(.down)]))[2], "car 3")
        XCTAssertEqual(lastFrame(run([.key(.pageDown)]))[2], "car 6", "a page is the rows shown")
        let end = lastFrame(run(Array(repeating: .key(.pageDown), count: 9)))
        XCTAssertEqual(end[2], "car 16")
        XCTAssertEqual(end[6], "car 20", "the last line stops the scrolling")
        XCTAssertEqual(end[7], "[↑↓ PgUp PgDn] Scroll: lines 16–20 of 20")
        XCTAssertEqual(lastFrame(run([.key(.pageDown), .key(.up), .key(.pageUp)]))[2], "car 1")
    }

    func testAScreenThatFitsIsDrawnWholeAndIgnoresTheScrollingKeys() {
        let output = run([.key(.down)], count: 3)
        XCTAssertEqual(lastFrame(output), ["Cars", "====", "car 1", "car 2", "car 3", "", "[r] Refresh  [q] Quit"])
        XCTAssertEqual(output.text.components(separatedBy: home).count - 1, 1, "a key that does nothing draws nothing")
        XCTAssertEqual(lastFrame(run([], rows: nil)).count, 24, "no known height: the whole screen")
    }

    func testAPasteOfManyCharactersRedrawsOnce() {
        let pasted = String(repeating: "Buy milk and bread ", count: 10)
        let output = run(pasted.map { .input(String($0)) }, count: 2)

        let frames = output.text.components(separatedBy: home).count - 1
        XCTAssertEqual(frames, 2, "the first screen, then one after the paste")
        XCTAssertTrue(output.text.hasSuffix("…" + String(("> " + pasted).suffix(59)) + "\u{1B}[J\u{1B}[?25h"))
    }
}
