/// An error made of one or more diagnostics: what every input-checking stage
/// throws, so that the CLI can print all problems at once.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// Creates an error from several diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Creates an error from one diagnostic.
    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// An error with one message at `span`.
    public static func error(_ message: String, at span: SourceSpan? = nil) -> DiagnosticError {
        DiagnosticError(.error(message, at: span))
    }

    /// The diagnostics' first lines, one a line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// A value that can be reported as diagnostics (errors of the YAML parser,
/// the template engine, the spec validator).
public protocol DiagnosticConvertible: Error {
    /// The diagnostics that describe this error.
    var diagnostics: [Diagnostic] { get }
}

extension DiagnosticError: DiagnosticConvertible {}
