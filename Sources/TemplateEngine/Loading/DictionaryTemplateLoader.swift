import ScenegenCore

/// Serves templates from memory (the built-in flavors, tests), each under a
/// path label that diagnostics show.
public struct DictionaryTemplateLoader: TemplateLoader, Sendable {
    /// Template text by name.
    public let templates: [String: String]
    /// The label diagnostics use as the folder of these templates: `<builtin:terminal>`.
    public let pathPrefix: String

    /// Creates a loader; a template's path in diagnostics is `pathPrefix/name`
    /// (just `name` when the prefix is empty).
    public init(templates: [String: String], pathPrefix: String = "") {
        self.templates = templates
        self.pathPrefix = pathPrefix
    }

    /// The template called `name`, if present.
    public func loadTemplate(named name: String) -> SourceFile? {
        guard let text = templates[name] else { return nil }
        return SourceFile(path: pathPrefix.isEmpty ? name : pathPrefix + "/" + name, text: text)
    }

    /// Every name, sorted.
    public func availableTemplateNames() -> [String] { templates.keys.sorted() }

    /// The prefix label, or "memory".
    public var searchDescription: String { pathPrefix.isEmpty ? "the built-in templates" : "`\(pathPrefix)`" }
}
