/// A command line that cannot be run: exits 64 (EX_USAGE) with the message
/// and the command's usage line.
public struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, lowercase, naming the flag or value in backticks.
    public var message: String
    /// Further problems of the same command line, each printed on its own `error:` line.
    public var more: [String]

    /// Creates a usage error.
    public init(_ message: String) {
        self.message = message
        self.more = []
    }

    /// A usage error for each of `messages` (at least one), printed one per line.
    public init(all messages: [String]) {
        self.message = messages.first ?? "the command line cannot be run"
        self.more = Array(messages.dropFirst())
    }

    /// Every message, the first one first.
    public var messages: [String] { [message] + more }
}
