import Foundation
import SceneTerminal
import XCTest

/// Runs the SceneTerminalDemo executable on a pseudo-terminal, as a user would in a terminal,
/// and checks the terminal comes back from raw mode however the app ends.
final class TerminalDemoProcessTests: XCTestCase {
    private let leaveFullScreen = "\u{1B}[?25h\u{1B}[?1049l"

    private func launchDemo() throws -> (Process, PseudoTerminal) {
        guard let terminal = PseudoTerminal() else { throw XCTSkip("no pseudo-terminal available here") }
        let executable = Bundle.main.bundleURL.appendingPathComponent("SceneTerminalDemo")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("SceneTerminalDemo is not built next to the tests")
        }
        let process = Process()
        process.executableURL = executable
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

        terminal.type("!")
        try waitForExit(process)

        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertTrue([SIGILL, SIGTRAP].contains(process.terminationStatus), "\(process.terminationStatus)")
        XCTAssertFalse(TerminalRawMode.isRaw(fileDescriptor: terminal.secondary))
        XCTAssertTrue(terminal.read(until: leaveFullScreen, timeout: 1).contains(leaveFullScreen))
    }
}

/// A failure that stops a test with a message.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
