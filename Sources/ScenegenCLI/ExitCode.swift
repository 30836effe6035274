#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process exit codes scenegen uses (docs/cli.md, "Exit codes").
public enum ExitCode: Int32, Sendable {
    /// Everything went well.
    case success = 0
    /// Validation or generation errors, conflicts, or `--check` found drift.
    case failure = 1
    /// Bad usage: an unknown flag, a missing argument (EX_USAGE, as swift-argument-parser exits).
    case usage = 64
    /// Stopped by SIGHUP (the terminal closed): 128 + 1, as a shell reports it.
    case hangUp = 129
    /// Stopped by SIGINT (Ctrl-C): 128 + 2.
    case interrupted = 130
    /// Stopped by SIGTERM (`kill`): 128 + 15.
    case terminated = 143

    /// The code of a run stopped by `signal` (SIGINT, SIGTERM or SIGHUP).
    static func stopped(by signal: Int32) -> ExitCode {
        switch signal {
        case SIGHUP: .hangUp
        case SIGTERM: .terminated
        default: .interrupted
        }
    }
}
