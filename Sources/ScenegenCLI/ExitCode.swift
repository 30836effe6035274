/// The process exit codes scenegen uses (docs/cli.md, "Exit codes").
public enum ExitCode: Int32, Sendable {
    /// Everything went well.
    case success = 0
    /// Validation or generation errors, conflicts, or `--check` found drift.
    case failure = 1
    /// Bad usage: an unknown flag, a missing argument (EX_USAGE, as swift-argument-parser exits).
    case usage = 64
}
