import ScenegenCore
import YAMLLite

/// A spec that loaded without errors, and the warnings and notes found on the way.
public struct LoadedSpec: Sendable {
    /// The spec, defaults filled in.
    public var spec: Spec
    /// Warnings and notes (never errors), in source order.
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
    public static func load(_ file: SourceFile, directory: String? = nil) throws(DiagnosticError) -> LoadedSpec {
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(file)
        } catch {
            throw DiagnosticError(error.diagnostics)
        }
        return try decode(root, file: file, directory: directory)
    }

    /// The spec in `root` (the parsed YAML of `file`; nil for an empty
    /// document). Relative paths resolve against `directory`, by default the
    /// folder of `file.path`. Throws every diagnostic, notes included, when
    /// any is an error.
    public static func decode(_ root: YAMLNode?, file: SourceFile, directory: String? = nil) throws(DiagnosticError)
        -> LoadedSpec
    {
        var decoder = SpecDecoder(file: file)
        let spec = decoder.decode(root, directory: directory ?? PathText.directory(of: file.path))
        let diagnostics = sorted(decoder.diagnostics + SpecValidator.validate(spec))
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
