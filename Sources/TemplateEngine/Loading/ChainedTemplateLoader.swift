import ScenegenCore

/// Looks each name up through several loaders in order, so one folder can
/// override single files of another (`--templates DIR`, then the spec's
/// `templates:`, then the built-in flavor).
public struct ChainedTemplateLoader: TemplateLoader {
    /// The loaders, first match wins.
    public let loaders: [any TemplateLoader]

    /// Creates a chain; earlier loaders win.
    public init(_ loaders: [any TemplateLoader]) {
        self.loaders = loaders
    }

    /// The first loader's template of that name.
    public func loadTemplate(named name: String) throws -> SourceFile? {
        for loader in loaders {
            if let file = try loader.loadTemplate(named: name) { return file }
        }
        return nil
    }

    /// The names of every loader, without repeats, sorted.
    public func availableTemplateNames() -> [String] {
        Array(Set(loaders.flatMap { $0.availableTemplateNames() })).sorted()
    }

    /// Every loader's description.
    public var searchDescription: String {
        loaders.map(\.searchDescription).filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
