import Foundation

/// Runs programs as a user would: in a folder, with arguments, capturing both
/// streams through files (so a chatty child cannot block on a full pipe, and
/// nothing shows up in the folder it runs in).
public enum ProcessRunner {
    /// Runs `executable` (a path) with `arguments` in `directory` and waits for it.
    ///
    /// - Parameters:
    ///   - environment: added to this process's environment, which the child
    ///     inherits with `NO_COLOR=1` (the tools colour only terminals anyway).
    ///   - stdin: the child's standard input; nil gives it an empty one.
    ///   - timeout: seconds after which the child is killed (`SIGKILL`) and the
    ///     result says `timedOut`; nil waits as long as it takes.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        stdin: String? = nil, timeout: TimeInterval? = nil
    ) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenegen-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        var input: FileHandle?
        defer {
            try? out.close()
            try? err.close()
            try? input?.close()
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var inherited = ProcessInfo.processInfo.environment
        inherited["NO_COLOR"] = "1"
        for (key, value) in environment { inherited[key] = value }
        process.environment = inherited
        if let stdin {
            // A file, not a pipe: the child reads it at its pace and the runner never blocks writing.
            let inURL = scratch.appendingPathComponent("stdin")
            try Data(stdin.utf8).write(to: inURL)
            input = try FileHandle(forReadingFrom: inURL)
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = out
        process.standardError = err
        try process.run()

        var timedOut = false
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning {
                if Date() > deadline {
                    timedOut = true
                    kill(process.processIdentifier, SIGKILL)
                    break
                }
                usleep(2_000)
            }
        }
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, processIdentifier: process.processIdentifier,
            stdoutData: (try? Data(contentsOf: outURL)) ?? Data(), stderrData: (try? Data(contentsOf: errURL)) ?? Data()
        )
    }
}
