/// A command line that cannot be run: exits 64 (EX_USAGE) with the message
/// and the command's usage line.
public struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, lowercase, naming the flag or value in backticks.
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) {
        self.message = message
    }
}
