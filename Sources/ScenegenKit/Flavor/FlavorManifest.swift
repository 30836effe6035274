import ScenegenCore
import ScenegenSpec
import TemplateEngine

/// A flavor's `manifest.yml`: which templates make which files, where they
/// go, how often, and who owns them (docs/flavors.md).
public struct FlavorManifest: Sendable {
    /// How many times a file rule produces a file.
    public enum Scope: String, Sendable, CaseIterable {
        /// Once for the whole project (shared helpers).
        case project
        /// Once per scene of the spec.
        case scene
        /// Once per model of the spec.
        case model
        /// Once per service of the spec (`services:`).
        case service
    }

    /// One file the flavor makes.
    public struct FileRule: Sendable {
        /// The template's name in the flavor folder, such as `ViewModel.swift.stencil`.
        public var template: String
        /// Where the template's name is written, for a template that cannot be found.
        public var templateSpan: SourceSpan
        /// The output path, itself a template: `{{ output }}/{{ scene.name }}/{{ scene.name }}ViewModel.swift`.
        public var path: String
        /// Where the path's value is written, so errors in it point into the manifest.
        public var pathSpan: SourceSpan
        /// How often the file is made.
        public var scope: Scope
        /// Who owns the file.
        public var owner: FileOwner
        /// Where the rule is written in the manifest, for messages.
        public var span: SourceSpan
        /// For a user-owned file: a template rendering the words the file must
        /// hold (space-separated); `generate` notes each one a file on disk lacks.
        public var expects: String?
        /// Where `expects` is written.
        public var expectsSpan: SourceSpan?
        /// Text of the line such a note points at (the first line holding it), if any.
        public var expectsNear: String?
    }

    /// The flavor this one extends (`extends:`), as written: a built-in name or
    /// a folder relative to the manifest; nil for none. `FlavorLoader` merges
    /// the parent's manifest under this one (`merged(over:)`).
    public var extends: String? = nil
    /// Where `extends:` is written, for a parent that cannot be found.
    public var extendsSpan: SourceSpan? = nil
    /// Whether the flavor only serves others to extend (`abstract: true`): no
    /// spec generates with it, and the built-in list leaves it out.
    public var isAbstract = false
    /// The top-level keys the manifest writes, so a merge keeps the parent's others.
    public var writtenKeys: Set<String> = []
    /// One line saying what the flavor makes.
    public var description: String
    /// Whether templates render with line trimming (a line holding only a tag leaves no line).
    public var trimBlocks: Bool
    /// `trim:`, a trim mode by name (Stencil's `smart`…); nil when not given (then `trimBlocks` decides).
    public var trim: TemplateTrimMode? = nil
    /// Whether an undefined variable is an error rather than empty text.
    public var strict: Bool
    /// A template for the first line of every generated-owned file, if any.
    public var header: String?
    /// Where the header's value is written, so errors in it point into the manifest.
    public var headerSpan: SourceSpan?
    /// The files, in the order the plan lists them.
    public var files: [FileRule]
    /// The names the flavor's generated code reserves and the options it reads
    /// (`reserves:` and `options:`), as rules for the spec's validation.
    public var rules: SpecRules
    /// Whether each action without a value gets a key (`actionKeys:`), and the
    /// keys never given (the terminal's quit and back); nil for no keys.
    public var actionKeys: Set<Character>? = nil
    /// The service return types the flavor's code subscribes to, by name
    /// (`reactiveTypes:`): what each delivers and how its mock starts.
    public var reactiveTypes: [String: ReactiveType] = [:]
    /// What a project needs to run the flavor's code (`setup:`): what `scenegen
    /// init` prints, scenegen's runtime products, how the app starts.
    public var setup = FlavorSetup()
    /// The manifest's own file, for messages.
    public var path: String
    /// The manifest's text, so messages about its values can quote its lines.
    public var source: SourceFile
}
