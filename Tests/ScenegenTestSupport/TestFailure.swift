/// A failure of a test's own harness or setup, with a message: thrown where a
/// test cannot go on (a tool missing, an input not as expected).
public struct TestFailure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A failure that says `description`.
    public init(_ description: String) { self.description = description }
}

/// The name the end-to-end tests throw `TestFailure` by.
public typealias E2EError = TestFailure
