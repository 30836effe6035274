import Foundation

/// Runs the real `scenegen` executable, the one `swift build` put next to this
/// test bundle, so the tests see exactly what a user sees: exit status,
/// standard error, and what lands on disk.
enum ScenegenProcess {
    /// What one run of the binary did.
    struct Result: CustomStringConvertible {
        var status: Int32
        /// True when the process died of a signal (a trap, a crash, a timeout kill).
        var killedBySignal: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String

        var stderrFirstLine: String {
            String(stderr.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        }

        var description: String {
            "status \(status)\(killedBySignal ? " (signal)" : "")\(timedOut ? " (timed out)" : "")\n"
                + "--- stderr\n\(stderr.prefix(2_000))\n--- stdout\n\(stdout.prefix(2_000))"
        }
    }

    /// The binary: `$SCENEGEN_BINARY`, else `scenegen` in the folder of the test bundle.
    static let path: String = {
        if let path = ProcessInfo.processInfo.environment["SCENEGEN_BINARY"], !path.isEmpty { return path }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        return bundle.deletingLastPathComponent().appendingPathComponent("scenegen").path
    }()

    /// Runs `scenegen arguments` in `folder`; gives up (and kills it) after `timeout` seconds.
    static func run(
        _ arguments: [String], in folder: String, stdin: String? = nil, timeout: TimeInterval = 60
    ) throws -> Result {
        // Output goes to files outside the project folder, so it neither
        // blocks on a full pipe nor shows up in the folder's snapshot.
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("scenegen-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out")
        let errURL = logs.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()

        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        return Result(
            status: process.terminationStatus,
            killedBySignal: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "<stdout is not UTF-8>",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "<stderr is not UTF-8>")
    }
}
