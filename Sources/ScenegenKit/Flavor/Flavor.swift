import TemplateEngine

/// A set of templates and the manifest that says what they make: a built-in
/// flavor embedded in scenegen, or a folder of the user's.
public struct Flavor {
    /// The flavor's name (`terminal`) or, for a folder, its path as the user wrote it.
    public var name: String
    /// What the flavor makes.
    public var manifest: FlavorManifest
    /// The flavor's own templates (without the user's per-file overrides).
    public var loader: any TemplateLoader
    /// Whether the flavor is one of scenegen's.
    public var isBuiltIn: Bool

    /// Creates a flavor.
    public init(name: String, manifest: FlavorManifest, loader: any TemplateLoader, isBuiltIn: Bool) {
        self.name = name
        self.manifest = manifest
        self.loader = loader
        self.isBuiltIn = isBuiltIn
    }
}
