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
        try spawn(executable, arguments, in: directory, environment: environment, stdin: stdin, forSignals: false)
            .wait(timeout: timeout)
    }

    /// Starts `executable` as `run` does and returns at once, so a test can act while it
    /// runs (send it a signal); `RunningProcess.wait` collects the result. The child gets
    /// SIGINT, SIGTERM and SIGHUP as a program started from a shell does, whatever the
    /// test runner does with them.
    public static func start(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        stdin: String? = nil
    ) throws -> RunningProcess {
        try spawn(executable, arguments, in: directory, environment: environment, stdin: stdin, forSignals: true)
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String],
        stdin: String?, forSignals: Bool
    ) throws -> RunningProcess {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenegen-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let process = RunningProcess(scratch: scratch)
        try Data().write(to: process.outURL)
        try Data().write(to: process.errURL)
        let out = try FileHandle(forWritingTo: process.outURL)
        let err = try FileHandle(forWritingTo: process.errURL)
        process.handles = [out, err]

        let child = process.process
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = arguments
        child.currentDirectoryURL = directory
        var inherited = ProcessInfo.processInfo.environment
        inherited["NO_COLOR"] = "1"
        // The run cache of the projects tests make goes to a temporary folder, not the user's ~/.cache.
        if inherited["SCENEGEN_CACHE_DIR"] == nil {
            inherited["SCENEGEN_CACHE_DIR"] =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("scenegen-test-cache-\(ProcessInfo.processInfo.processIdentifier)").path
        }
        for (key, value) in environment { inherited[key] = value }
        child.environment = inherited
        if let stdin {
            // A file, not a pipe: the child reads it at its pace and the runner never blocks writing.
            let inURL = scratch.appendingPathComponent("stdin")
            try Data(stdin.utf8).write(to: inURL)
            let input = try FileHandle(forReadingFrom: inURL)
            process.handles.append(input)
            child.standardInput = input
        } else {
            child.standardInput = FileHandle.nullDevice
        }
        child.standardOutput = out
        child.standardError = err
        if forSignals {
            try withSignalsAsAUserHasThem { try child.run() }
        } else {
            try child.run()
        }
        return process
    }

    /// Runs `body` (a spawn) with SIGINT, SIGTERM and SIGHUP unblocked on this thread and at
    /// their default action, so the child gets them as a program started from a shell does:
    /// a test runner may block or ignore them, and a child inherits both. (One spawn at a
    /// time: the actions are the process's.)
    static func withSignalsAsAUserHasThem(_ body: () throws -> Void) rethrows {
        signalLock.lock()
        defer { signalLock.unlock() }
        let signals = [SIGINT, SIGTERM, SIGHUP]
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &set, &mask)
        var previous: [sigaction] = Array(repeating: sigaction(), count: signals.count)
        // A zeroed action is SIG_DFL.
        var byDefault = sigaction()
        sigemptyset(&byDefault.sa_mask)
        for (index, number) in signals.enumerated() { sigaction(number, &byDefault, &previous[index]) }
        defer {
            for (index, number) in signals.enumerated() { sigaction(number, &previous[index], nil) }
            pthread_sigmask(SIG_SETMASK, &mask, nil)
        }
        try body()
    }
}

private let signalLock = NSLock()

/// A child `ProcessRunner.start` started: signal it, then wait for its result.
public final class RunningProcess {
    let process = Process()
    let scratch: URL
    var handles: [FileHandle] = []
    var outURL: URL { scratch.appendingPathComponent("stdout") }
    var errURL: URL { scratch.appendingPathComponent("stderr") }

    init(scratch: URL) {
        self.scratch = scratch
    }

    deinit {
        for handle in handles { try? handle.close() }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The child's process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { process.isRunning }

    /// Sends `signal` to the child.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the child to end; after `timeout` seconds (nil: no limit) it is killed
    /// (`SIGKILL`) and the result says `timedOut`.
    public func wait(timeout: TimeInterval? = nil) -> ProcessResult {
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
