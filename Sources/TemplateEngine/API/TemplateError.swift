import ScenegenCore

/// A problem in a template, found while parsing it or rendering it: where it
/// is, what was expected, and (for includes and extends) the chain of
/// templates that led there, as notes.
public struct TemplateError: Error, DiagnosticConvertible, Sendable, CustomStringConvertible {
    /// What is wrong, lowercase, naming values in backticks.
    public var message: String
    /// Where it is; nil only for a template that could not be found at all.
    public var span: SourceSpan?
    /// The include/extends chain, innermost first: "included from here".
    public var notes: [Diagnostic]

    /// Creates an error.
    public init(_ message: String, at span: SourceSpan?, notes: [Diagnostic] = []) {
        self.message = message
        self.span = span
        self.notes = notes
    }

    /// One error diagnostic carrying the chain as notes.
    public var diagnostics: [Diagnostic] {
        [Diagnostic.error(message, at: span, notes: notes)]
    }

    /// `path:line:column: error: message`.
    public var description: String {
        Diagnostic.error(message, at: span).description
    }
}
