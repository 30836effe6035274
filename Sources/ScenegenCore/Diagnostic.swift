/// One problem found in the user's input (a spec, a template, a command
/// line): a severity, a message a user can act on, and where it is.
///
/// Messages start lowercase, name values in backticks and suggest the fix
/// when one exists: "unknown key `feilds`; did you mean `fields`?".
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, and how to fix it when that is known.
    public var message: String
    /// Where it is; nil for a problem with no place in a source (a missing file).
    public var span: SourceSpan?
    /// Further diagnostics that explain this one (an include chain, the first definition of a duplicate).
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, _ message: String, at span: SourceSpan? = nil, notes: [Diagnostic] = [])
    {
        self.severity = severity
        self.message = message
        self.span = span
        self.notes = notes
    }

    /// An error at `span`.
    public static func error(_ message: String, at span: SourceSpan? = nil, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: span, notes: notes)
    }

    /// A warning at `span`.
    public static func warning(_ message: String, at span: SourceSpan? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: span)
    }

    /// A note at `span`.
    public static func note(_ message: String, at span: SourceSpan? = nil) -> Diagnostic {
        Diagnostic(.note, message, at: span)
    }

    /// The first line of the rendering, without source excerpt: `path:line:column: error: message`.
    public var description: String {
        if let span { return "\(span): \(severity.rawValue): \(message)" }
        return "\(severity.rawValue): \(message)"
    }
}
