import ScenegenCore
import YAMLLite

/// A spec read from its file, and what was found on the way: after `load`,
/// warnings and notes only; after `read` (not validated yet), the decoding
/// errors too, for the one validation that follows.
public struct LoadedSpec: Sendable {
    /// The spec, defaults filled in.
    public var spec: Spec
    /// Diagnostics in source order: warnings and notes, and after `read` any decoding errors.
    public var diagnostics: [Diagnostic]

    /// Creates a loaded spec.
    public init(spec: Spec, diagnostics: [Diagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }
}

/// Reads a scenegen.yml: parses the YAML, decodes the spec and validates it,
/// reporting every problem at once, sorted by position.
public enum SpecLoader {
    /// The spec written in `file`. Relative paths resolve against
    /// `directory`, by default the folder of `file.path`. Throws every
    /// diagnostic (YAML errors, or spec errors with warnings and notes).
    public static func load(_ file: SourceFile, directory: String? = nil, rules: SpecRules = .swiftOnly)
        throws(DiagnosticError) -> LoadedSpec
    {
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(file)
        } catch {
            throw DiagnosticError(error.diagnostics)
        }
        return try decode(root, file: file, directory: directory, rules: rules)
    }

    /// The spec written in `file`, decoded but not validated: only YAML errors
    /// throw; decoding problems are in `diagnostics`, for a caller that applies
    /// the command line's overrides and the flavor's rules, then validates once
    /// (`validated(_:rules:)`).
    public static func read(_ file: SourceFile, directory: String? = nil) throws(DiagnosticError) -> LoadedSpec {
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(file)
        } catch {
            throw DiagnosticError(error.diagnostics)
        }
        var decoder = SpecDecoder(file: file)
        let spec = decoder.decode(root, directory: directory ?? PathText.directory(of: file.path))
        return LoadedSpec(spec: spec, diagnostics: decoder.diagnostics)
    }

    /// `read`'s result (its `spec` possibly changed since) validated under `rules`:
    /// every diagnostic, sorted. Errors in values a flag set are apart, in
    /// `commandLineErrors`.
    public static func validated(_ read: LoadedSpec, rules: SpecRules) -> SpecValidation {
        let result = SpecValidator.check(read.spec, rules: rules)
        return SpecValidation(
            diagnostics: sorted(read.diagnostics + result.diagnostics), commandLineErrors: result.commandLineErrors)
    }

    /// The spec in `root` (the parsed YAML of `file`; nil for an empty
    /// document). Relative paths resolve against `directory`, by default the
    /// folder of `file.path`. Throws every diagnostic, notes included, when
    /// any is an error.
    public static func decode(
        _ root: YAMLNode?, file: SourceFile, directory: String? = nil, rules: SpecRules = .swiftOnly
    ) throws(DiagnosticError) -> LoadedSpec {
        var decoder = SpecDecoder(file: file)
        let spec = decoder.decode(root, directory: directory ?? PathText.directory(of: file.path))
        let diagnostics = sorted(decoder.diagnostics + SpecValidator.validate(spec, rules: rules))
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticError(diagnostics) }
        return LoadedSpec(spec: spec, diagnostics: diagnostics)
    }

    /// Diagnostics in source order; those without a place keep their order, last.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.span, rhs.element.span) {
            case (let a?, let b?):
                if a.path != b.path { return lhs.offset < rhs.offset }
                if a.start != b.start { return a.start < b.start }
                return lhs.offset < rhs.offset
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
