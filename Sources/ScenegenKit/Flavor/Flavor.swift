import TemplateEngine

/// A set of templates and the manifest that says what they make: a built-in
/// flavor embedded in scenegen, or a folder of the user's; with the flavors it
/// extends (`extends:`), whose manifests and templates it takes over.
public struct Flavor {
    /// One flavor of a lineage, with only its own templates.
    public struct Layer {
        /// The flavor's name (`terminal`) or, for a folder, its path as written.
        public var name: String
        /// Whether the flavor is one of scenegen's.
        public var isBuiltIn: Bool
        /// The folder's absolute path, for a folder flavor.
        public var folder: String?
        /// Its own templates.
        public var loader: any TemplateLoader

        /// Creates a layer.
        public init(name: String, isBuiltIn: Bool, folder: String? = nil, loader: any TemplateLoader) {
            self.name = name
            self.isBuiltIn = isBuiltIn
            self.folder = folder
            self.loader = loader
        }

        /// Where the layer's `template` is, as messages show it: `builtin:terminal/X` or `Folder/X`.
        public func shownPath(of template: String) -> String {
            isBuiltIn
                ? "\(FlavorLoader.builtInPath(name))/\(template)"
                : (name.hasSuffix("/") ? name + template : name + "/" + template)
        }
    }

    /// The flavor's name (`terminal`) or, for a folder, its path as the user wrote it.
    public var name: String
    /// What the flavor makes: its manifest merged over those it extends.
    public var manifest: FlavorManifest
    /// The flavor's templates, its own first, then each parent's (without the user's per-file overrides).
    public var loader: any TemplateLoader
    /// Whether the flavor is one of scenegen's.
    public var isBuiltIn: Bool
    /// The flavor and the ones it extends, nearest first; one layer when it extends none.
    public var lineage: [Layer]

    /// Creates a flavor that extends none.
    public init(name: String, manifest: FlavorManifest, loader: any TemplateLoader, isBuiltIn: Bool) {
        self.name = name
        self.manifest = manifest
        self.loader = loader
        self.isBuiltIn = isBuiltIn
        lineage = [Layer(name: name, isBuiltIn: isBuiltIn, loader: loader)]
    }

    /// The layer whose own templates hold `template`: the nearest that has it.
    public func layer(holding template: String) -> Layer? {
        lineage.first { (try? $0.loader.loadTemplate(named: template)) != nil }
    }
}
