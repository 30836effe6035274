import ScenegenCore

/// Values given on the command line (`--module car-shop`, `--flavor uikitt`,
/// `--output /tmp`) that the run cannot use: the command line reports them as
/// usage errors (exit 64), each message naming the flag.
public struct CommandLineValueError: Error, Sendable {
    /// One error a bad value, without a position (a flag has none).
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
