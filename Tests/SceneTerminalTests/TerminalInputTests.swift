import SceneTerminal
import XCTest

final class TerminalInputTests: XCTestCase {
    func testLineInputYieldsLinesThenEndOfInput() {
        let pipe = Pipe()
        pipe.send("r\r\n12\nlast")
        pipe.closeWriteEnd()
        let input = TerminalLineInput(fileDescriptor: pipe.readEnd)

        XCTAssertEqual(input.nextInput(timeout: nil), .input("r"))
        XCTAssertEqual(input.nextInput(timeout: nil), .input("12"))
        XCTAssertEqual(input.nextInput(timeout: nil), .input("last"), "a last line without newline counts")
        XCTAssertEqual(input.nextInput(timeout: nil), .endOfInput)
        XCTAssertEqual(input.nextInput(timeout: nil), .endOfInput)
    }

    func testLineInputTimesOutWhileALineIsIncomplete() {
        let pipe = Pipe()
        pipe.send("ab")
        let input = TerminalLineInput(fileDescriptor: pipe.readEnd)

        XCTAssertEqual(input.nextInput(timeout: 0.01), .timedOut)
        pipe.send("c\n")
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("abc"))
    }

    func testKeyInputYieldsOneInputPerCharacter() {
        let pipe = Pipe()
        pipe.send("r3é")
        let input = TerminalKeyInput(fileDescriptor: pipe.readEnd)

        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("r"))
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("3"))
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("é"))
        XCTAssertEqual(input.nextInput(timeout: 0.01), .timedOut)
    }

    func testKeyInputIgnoresEscapeSequencesAndOtherControlKeys() {
        let pipe = Pipe()
        let input = TerminalKeyInput(fileDescriptor: pipe.readEnd)

        pipe.send("\u{1B}[H")  // Home
        XCTAssertEqual(input.nextInput(timeout: 0.01), .timedOut)
        pipe.send("\u{1B}[15~\u{1B}OPx\t\u{01}\u{1B}fy")  // F5, F1 (SS3), tab, Ctrl-A, Alt-f
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("x"))
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("y"))
        XCTAssertEqual(input.nextInput(timeout: 0.01), .timedOut)
    }

    func testKeyInputDeliversSpacesAndTheEditingKeys() {
        let pipe = Pipe()
        let input = TerminalKeyInput(fileDescriptor: pipe.readEnd)

        pipe.send("a b\u{7F}\u{08}\u{15}\r\n\n")
        let expected: [TerminalInputEvent] = [
            .input("a"), .input(" "), .input("b"), .key(.backspace), .key(.backspace), .key(.clearLine),
            .key(.enter), .key(.enter),
        ]
        XCTAssertEqual(expected.map { _ in input.nextInput(timeout: 0.01) }, expected, "CR LF is one Enter")
        XCTAssertEqual(input.nextInput(timeout: 0.01), .timedOut)
    }

    func testKeyInputDeliversTheScrollingKeysInBothCursorModes() {
        let pipe = Pipe()
        let input = TerminalKeyInput(fileDescriptor: pipe.readEnd)

        pipe.send("\u{1B}[A\u{1B}[B\u{1B}OA\u{1B}OB\u{1B}[5~\u{1B}[6~")
        let expected: [TerminalInputEvent] = [
            .key(.up), .key(.down), .key(.up), .key(.down), .key(.pageUp), .key(.pageDown),
        ]
        XCTAssertEqual(expected.map { _ in input.nextInput(timeout: 0.01) }, expected)
        XCTAssertEqual(input.nextInput(timeout: 0.01), .timedOut)
    }

    func testKeyInputSaysWhenTheRestOfAPasteIsWaiting() {
        let pipe = Pipe()
        let input = TerminalKeyInput(fileDescriptor: pipe.readEnd)
        XCTAssertFalse(input.hasPendingInput)

        pipe.send("abc")
        XCTAssertTrue(input.hasPendingInput, "bytes wait on the descriptor")
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("a"))
        XCTAssertTrue(input.hasPendingInput, "the rest of the chunk is read")
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("b"))
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("c"))
        XCTAssertFalse(input.hasPendingInput)
    }

    func testKeyInputTakesALoneEscapeAsTheEscapeKey() {
        let pipe = Pipe()
        let input = TerminalKeyInput(fileDescriptor: pipe.readEnd)

        pipe.send("x\u{1B}")
        XCTAssertEqual(input.nextInput(timeout: 0.01), .input("x"))
        XCTAssertEqual(input.nextInput(timeout: 0.01), .key(.escape))
        XCTAssertEqual(input.nextInput(timeout: 0.01), .timedOut)
    }

    func testKeyInputEndsOnControlDAfterTheKeysBeforeIt() {
        let pipe = Pipe()
        pipe.send([UInt8(ascii: "r"), 0x04, UInt8(ascii: "x")])
        let input = TerminalKeyInput(fileDescriptor: pipe.readEnd)

        XCTAssertEqual(input.nextInput(timeout: nil), .input("r"))
        XCTAssertEqual(input.nextInput(timeout: nil), .endOfInput)
    }

    func testKeyInputEndsAtEndOfFile() {
        let pipe = Pipe()
        pipe.closeWriteEnd()
        XCTAssertEqual(TerminalKeyInput(fileDescriptor: pipe.readEnd).nextInput(timeout: nil), .endOfInput)
    }

    func testAppReadsLinesFromAPipeAndWritesToAFileDescriptor() {
        let input = Pipe()
        let output = Pipe()
        input.send("r\nq\n")
        let root = ListViewController()

        TerminalApp(
            root: root, input: TerminalLineInput(fileDescriptor: input.readEnd),
            output: FileDescriptorOutput(fileDescriptor: output.writeEnd)
        ).run()
        output.closeWriteEnd()

        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = buffer.withUnsafeMutableBytes({ read(output.readEnd, $0.baseAddress, $0.count) }),
            count > 0
        {
            bytes += buffer[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(root.refreshes, 1)
        XCTAssertEqual(text.components(separatedBy: TerminalApp.separator).count, 2)
        XCTAssertTrue(text.hasSuffix("3. Saab\n\n[r] Refresh  [q] Quit\n"))
    }
}
