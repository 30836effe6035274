import ScenegenCore

/// Why a text is not a YAML-lite document: what construct was met, where,
/// and a message a user can act on.
public struct YAMLError: Error, Hashable, Sendable, DiagnosticConvertible, CustomStringConvertible {
    /// The construct or mistake that stopped the parser. Each out-of-subset
    /// YAML feature has its own kind, so callers and tests can tell them apart.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        // MARK: - YAML that is valid but outside YAML-lite
        /// `&name` before a node.
        case anchor
        /// `*name` in place of a node.
        case alias
        /// `!tag`, `!!str`, `!<uri>` before a node.
        case tag
        /// `%YAML` or `%TAG` at the start of a line.
        case directive
        /// A `---` after the first document, or text after `...`.
        case multipleDocuments
        /// `? key` or a flow collection used as a mapping key.
        case complexKey
        /// A tab used to indent or to separate tokens.
        case tab
        /// The same key twice in one mapping (PyYAML keeps the last silently).
        case duplicateKey
        /// Collections nested deeper than `YAMLParser.maximumDepth`.
        case tooDeep
        /// A NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR used as a line break.
        case unsupportedLineBreak

        // MARK: - Text that is not valid YAML
        /// A line indented so that it belongs to no open collection.
        case inconsistentIndentation
        /// A quoted scalar without its closing quote.
        case unterminatedQuote
        /// A `[` or `{` without its closing bracket.
        case unterminatedFlowCollection
        /// A `\` escape that YAML does not define, or bad hex digits.
        case invalidEscape
        /// A bad `|`/`>` header: indentation indicator, chomping or trailing text.
        case invalidBlockScalarHeader
        /// A character that cannot start a value here (`@`, a backtick, `%`...).
        case unexpectedCharacter
        /// A control character or other non-printable character in the text.
        case controlCharacter
        /// A `key: value` where a mapping cannot start (after a plain value on the same line...).
        case misplacedMappingValue
        /// A `- ` item where a sequence cannot start.
        case misplacedSequenceEntry
        /// A simple key that runs over a line or past 1024 characters.
        case invalidKey
        /// A token where the structure expects something else.
        case unexpectedToken
        /// `---` or `...` inside a quoted scalar.
        case documentMarkerInQuote
    }

    /// What went wrong.
    public var kind: Kind
    /// Where: a point, or the range of the offending text.
    public var span: SourceSpan
    /// What is wrong and how to fix it, lowercase, values in backticks.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, at span: SourceSpan) {
        self.kind = kind
        self.message = message
        self.span = span
    }

    /// The error as one diagnostic, for the CLI's renderer.
    public var diagnostics: [Diagnostic] { [.error(message, at: span)] }

    /// `path:line:column: error: message`.
    public var description: String { "\(span): error: \(message)" }
}
