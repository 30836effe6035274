import Foundation
import SceneTerminal
import ScenegenTestSupport
import XCTest

/// Runs the SceneTerminalDemo executable on a pseudo-terminal, as a user would in a terminal,
/// and checks the terminal comes back from raw mode however the app ends.
final class TerminalDemoProcessTests: XCTestCase {
    private let leaveFullScreen = "\u{1B}[?25h\u{1B}[?1049l"

    private func launchDemo() throws -> (Process, PseudoTerminal) {
        guard let terminal = PseudoTerminal() else { throw XCTSkip("no pseudo-terminal available here") }
        guard let executable = BuiltProducts.executable(named: "SceneTerminalDemo") else {
            throw XCTSkip("SceneTerminalDemo is not built next to the tests")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        let handle = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        // No Swift backtrace after the deliberate crash: it is slow and not what is tested.
        process.environment = ["SCENE_TERMINAL_DEMO_CRASH": "1", "SWIFT_BACKTRACE": "enable=no"]
        try process.run()
        let firstScreen = terminal.read(until: "[q] Quit")
        guard firstScreen.contains("[q] Quit") else {
            process.terminate()
            throw TestFailure("the demo showed no screen: \(firstScreen.debugDescription)")
        }
        return (process, terminal)
    }

    private func waitForExit(_ process: Process) throws {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline {
            usleep(10_000)
        }
        guard !process.isRunning else {
            process.terminate()
            throw TestFailure("the demo did not exit")
        }
    }

    func testTheDemoRunsInRawModeAndRestoresTheTerminalOnQuit() throws {
        let (process, terminal) = try launchDemo()
        XCTAssertTrue(TerminalRawMode.isRaw(fileDescriptor: terminal.secondary))

        terminal.type("d")
        XCTAssertTrue(terminal.read(until: "A fine car.").contains("[b] Back"), "keys act without Enter")
        terminal.type("q")
        try waitForExit(process)

        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertFalse(TerminalRawMode.isRaw(fileDescriptor: terminal.secondary))
        XCTAssertTrue(terminal.read(until: leaveFullScreen, timeout: 1).contains(leaveFullScreen))
    }

    func testTypedNumberAndEnterPicksRowTwelveOfTwelve() throws {
        let (process, terminal) = try launchDemo()
        defer { process.terminate() }

        terminal.type("3\r")
        XCTAssertTrue(terminal.read(until: "> 3. Saab 900").contains("> 3. Saab 900"))
        terminal.type("1")
        let typing = terminal.read(until: "\n> 1\u{1B}[J")
        XCTAssertTrue(typing.contains("\n> 1\u{1B}[J"), "the typed line shows in a prompt line")
        XCTAssertTrue(typing.contains("> 3. Saab 900"), "the `1` alone picked nothing")
        terminal.type("2\r")
        let screen = terminal.read(until: "> 12. Skoda Enyaq")
        XCTAssertTrue(screen.contains("> 12. Skoda Enyaq"), screen.debugDescription)
        terminal.type("d")
        XCTAssertTrue(terminal.read(until: "A fine car.").contains("Skoda Enyaq"))
        terminal.type("q")
        try waitForExit(process)
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func testAWindowResizeRedrawsAtTheNewWidth() throws {
        let (process, terminal) = try launchDemo()
        defer { process.terminate() }

        var size = winsize(ws_row: 24, ws_col: 12, ws_xpixel: 0, ws_ypixel: 0)
        XCTAssertEqual(ioctl(terminal.primary, UInt(TIOCSWINSZ), &size), 0)
        // The kernel signals the terminal's foreground group; the demo is not in one here.
        kill(process.processIdentifier, SIGWINCH)

        let screen = terminal.read(until: "  7. Hyundai\u{1B}[K")
        XCTAssertTrue(screen.contains("  7. Hyundai\u{1B}[K"), "lines cut at 12 columns: \(screen.debugDescription)")
        terminal.type("q")
        try waitForExit(process)
    }

    func testControlCRestoresTheTerminalAndStillEndsWithSIGINT() throws {
        let (process, terminal) = try launchDemo()

        process.interrupt()
        try waitForExit(process)

        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGINT)
        XCTAssertFalse(TerminalRawMode.isRaw(fileDescriptor: terminal.secondary))
        XCTAssertTrue(terminal.read(until: leaveFullScreen, timeout: 1).contains(leaveFullScreen))
    }

    func testACrashInTheAppsCodeRestoresTheTerminalAndStillCrashes() throws {
        let (process, terminal) = try launchDemo()

        terminal.type("!\r")  // `!` starts a typed line; Enter sends it.
        try waitForExit(process)

        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertTrue([SIGILL, SIGTRAP].contains(process.terminationStatus), "\(process.terminationStatus)")
        XCTAssertFalse(TerminalRawMode.isRaw(fileDescriptor: terminal.secondary))
        XCTAssertTrue(terminal.read(until: leaveFullScreen, timeout: 1).contains(leaveFullScreen))
    }
}
