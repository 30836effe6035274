import SceneTerminal
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal: the secondary end behaves like a user's terminal.
private final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    init?() {
        // The pty functions are in the C library but not in the Swift module map of Glibc
        // (they need _XOPEN_SOURCE), so look them up by name.
        typealias OpenFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let openpt = Self.function("posix_openpt", as: OpenFunction.self),
            let grantpt = Self.function("grantpt", as: OpenFunction.self),
            let unlockpt = Self.function("unlockpt", as: OpenFunction.self),
            let ptsname = Self.function("ptsname", as: NameFunction.self)
        else { return nil }
        primary = openpt(O_RDWR | O_NOCTTY)
        guard primary >= 0, grantpt(primary) == 0, unlockpt(primary) == 0, let name = ptsname(primary) else {
            return nil
        }
        secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { return nil }
    }

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    deinit {
        close(secondary)
        close(primary)
    }
}

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
