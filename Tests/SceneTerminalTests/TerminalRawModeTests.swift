import SceneTerminal
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class TerminalRawModeTests: XCTestCase {
    private func openPseudoTerminal() throws -> PseudoTerminal {
        guard let terminal = PseudoTerminal() else { throw XCTSkip("no pseudo-terminal available here") }
        return terminal
    }

    func testEnableTurnsOffLineEditingAndRestorePutsItBack() throws {
        let terminal = try openPseudoTerminal()
        XCTAssertFalse(TerminalRawMode.isRaw(fileDescriptor: terminal.secondary))

        let rawMode = try XCTUnwrap(
            TerminalRawMode.enable(fileDescriptor: terminal.secondary, outputFileDescriptor: terminal.secondary))
        XCTAssertTrue(TerminalRawMode.isRaw(fileDescriptor: terminal.secondary))
        XCTAssertNil(
            TerminalRawMode.enable(fileDescriptor: terminal.secondary), "only one raw mode can be on at a time")

        rawMode.restore()
        rawMode.restore()
        XCTAssertFalse(TerminalRawMode.isRaw(fileDescriptor: terminal.secondary))
    }

    func testRawModeDeliversKeysWithoutWaitingForEnter() throws {
        let terminal = try openPseudoTerminal()
        let rawMode = try XCTUnwrap(
            TerminalRawMode.enable(fileDescriptor: terminal.secondary, outputFileDescriptor: terminal.secondary))
        defer { rawMode.restore() }

        _ = "r".utf8CString.withUnsafeBufferPointer { write(terminal.primary, $0.baseAddress, 1) }

        XCTAssertEqual(TerminalKeyInput(fileDescriptor: terminal.secondary).nextInput(timeout: 1), .input("r"))
    }

    func testRestoreWritesTheRestoreSequence() throws {
        let terminal = try openPseudoTerminal()
        let rawMode = try XCTUnwrap(
            TerminalRawMode.enable(
                fileDescriptor: terminal.secondary, restoreSequence: "bye", outputFileDescriptor: terminal.secondary))
        rawMode.restore()

        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { read(terminal.primary, $0.baseAddress, $0.count) }
        XCTAssertEqual(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self), "bye")
    }

    func testEnableRefusesAFileDescriptorThatIsNotATerminal() {
        let pipe = Pipe()
        XCTAssertNil(TerminalRawMode.enable(fileDescriptor: pipe.readEnd))
    }
}
