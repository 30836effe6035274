import ScenegenCore

/// A whole scenegen.yml, with defaults filled in: the module, where files
/// go, the flavor, the models and the scenes, in the order written.
public struct Spec: Hashable, Sendable {
    /// The flavor used when a spec names none.
    public static let defaultFlavor = "terminal"

    /// The spec file's path as the user gave it; nil for a spec made from the command line.
    public var path: String?
    /// The folder relative paths are resolved against: the spec file's folder.
    public var directory: String
    /// The Swift module of the generated code.
    public var module: String
    /// A built-in flavor name, or a path to a template folder, as written.
    public var flavor: String
    /// Where scene folders go, as written (default `Sources/<module>/Scenes`).
    public var output: String
    /// Where generated tests go, as written (default `Tests/<module>Tests`).
    public var tests: String
    /// A folder of per-file template overrides, as written, if any.
    public var templates: String?
    /// Plain structs to generate, in order.
    public var models: [ModelSpec]
    /// The scenes, in order.
    public var scenes: [SceneSpec]
    /// The flavor's project options (`options:`), as written; the flavor's manifest declares them.
    public var options: [SpecOption] = []
    /// Protocols the ViewModels depend on, in order.
    public var services: [ServiceSpec] = []
    /// Where each top-level value is written, for messages about it.
    public var spans: SpecSpans

    /// Creates a spec; unset paths take their defaults from `module`.
    public init(
        module: String, flavor: String = Spec.defaultFlavor, output: String? = nil, tests: String? = nil,
        templates: String? = nil, models: [ModelSpec] = [], scenes: [SceneSpec] = [], path: String? = nil,
        directory: String = ".", spans: SpecSpans = SpecSpans()
    ) {
        self.module = module
        self.flavor = flavor
        self.output = output ?? Spec.defaultOutput(module: module)
        self.tests = tests ?? Spec.defaultTests(module: module)
        self.templates = templates
        self.models = models
        self.scenes = scenes
        self.path = path
        self.directory = directory
        self.spans = spans
    }

    /// `Sources/<module>/Scenes`.
    public static func defaultOutput(module: String) -> String { "Sources/\(module)/Scenes" }

    /// `Tests/<module>Tests`.
    public static func defaultTests(module: String) -> String { "Tests/\(module)Tests" }

    /// Whether `flavor` is written as a path: it has a `/`, or starts with `.`
    /// or `~`. (Another name is a built-in flavor, or else a folder next to
    /// the spec: the Kit's `FlavorLoader` decides.)
    public var flavorIsPath: Bool { Spec.isPath(flavor) }

    /// Whether a flavor value is a path rather than a built-in name.
    public static func isPath(_ flavor: String) -> Bool {
        flavor.contains("/") || flavor.hasPrefix(".") || flavor.hasPrefix("~")
    }

    /// `output` resolved against the spec's folder.
    public var resolvedOutput: String { resolve(output) }

    /// `tests` resolved against the spec's folder.
    public var resolvedTests: String { resolve(tests) }

    /// `templates` resolved against the spec's folder, if set.
    public var resolvedTemplates: String? { templates.map(resolve) }

    /// The flavor folder resolved against the spec's folder, when the flavor is a path.
    public var resolvedFlavorPath: String? { flavorIsPath ? resolve(flavor) : nil }

    /// `path` resolved against the spec's folder (absolute paths stay as they are).
    public func resolve(_ path: String) -> String {
        PathText.join(directory, path)
    }

    /// The scene named `name`, if any.
    public func scene(named name: String) -> SceneSpec? {
        scenes.first { $0.name == name }
    }

    /// The service named `name`, if any.
    public func service(named name: String) -> ServiceSpec? {
        services.first { $0.name == name }
    }

    /// The model named `name`, if any.
    public func model(named name: String) -> ModelSpec? {
        models.first { $0.name == name }
    }
}

/// Where the top-level values of a spec file are written; nil for a value
/// that was left out (a default) or came from the command line.
public struct SpecSpans: Hashable, Sendable {
    /// The `module:` value.
    public var module: SourceSpan?
    /// The `flavor:` value.
    public var flavor: SourceSpan?
    /// The `output:` value.
    public var output: SourceSpan?
    /// The `tests:` value.
    public var tests: SourceSpan?
    /// The `templates:` value.
    public var templates: SourceSpan?
    /// The values a command-line flag set, by spec key, with the flag as typed:
    /// `["module": "--module"]`. Messages about them name the flag, and the
    /// command line reports them as usage errors.
    public var commandLine: [String: String] = [:]

    /// Creates spans, all unknown by default.
    public init(
        module: SourceSpan? = nil, flavor: SourceSpan? = nil, output: SourceSpan? = nil, tests: SourceSpan? = nil,
        templates: SourceSpan? = nil
    ) {
        self.module = module
        self.flavor = flavor
        self.output = output
        self.tests = tests
        self.templates = templates
    }
}
