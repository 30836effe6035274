import Foundation

/// What a finished process printed and how it ended.
public struct ProcessResult: CustomStringConvertible, Sendable {
    /// The exit status, or the signal's number when `killedBySignal`.
    public var status: Int32
    /// True when the process died of a signal (a trap, a crash, a timeout kill).
    public var killedBySignal: Bool
    /// True when the runner killed the process because its timeout passed.
    public var timedOut: Bool
    /// The process's id (it has ended, so no process has it now, unless reused).
    public var processIdentifier: Int32
    /// The bytes written to standard output.
    public var stdoutData: Data
    /// The bytes written to standard error.
    public var stderrData: Data

    /// Makes a result; `ProcessRunner` is what makes them.
    public init(
        status: Int32, killedBySignal: Bool = false, timedOut: Bool = false, processIdentifier: Int32 = 0,
        stdoutData: Data, stderrData: Data
    ) {
        self.status = status
        self.killedBySignal = killedBySignal
        self.timedOut = timedOut
        self.processIdentifier = processIdentifier
        self.stdoutData = stdoutData
        self.stderrData = stderrData
    }

    /// Standard output as text; `<stdout is not UTF-8>` when it is not.
    public var stdout: String { String(data: stdoutData, encoding: .utf8) ?? "<stdout is not UTF-8>" }

    /// Standard error as text; `<stderr is not UTF-8>` when it is not.
    public var stderr: String { String(data: stderrData, encoding: .utf8) ?? "<stderr is not UTF-8>" }

    /// The first line of standard error (empty when there is none).
    public var stderrFirstLine: String {
        String(stderr.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Both streams in full, for failure messages.
    public var transcript: String { "exit \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }

    /// The exit status, the distinct `error:` lines and the last lines of
    /// both streams: enough to see why a long build or test run failed.
    public var excerpt: String {
        let lines = (stdout + "\n" + stderr).split(separator: "\n").map(String.init)
        var seen: Set<String> = []
        let errors = lines.filter { $0.contains("error:") && seen.insert($0).inserted }.prefix(30)
        return "exit \(status)\n" + errors.joined(separator: "\n") + "\n...\n"
            + lines.suffix(15).joined(separator: "\n")
    }

    /// The status, how it ended, and the first 2,000 characters of each stream.
    public var description: String {
        "status \(status)\(killedBySignal ? " (signal)" : "")\(timedOut ? " (timed out)" : "")\n"
            + "--- stderr\n\(stderr.prefix(2_000))\n--- stdout\n\(stdout.prefix(2_000))"
    }
}
