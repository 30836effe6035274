import ScenegenCore

/// One entry of a per-flavor `templates:` mapping: the folder of overrides a
/// flavor's runs use (`uikit: Templates/uikit`).
public struct FlavorTemplatesSpec: Hashable, Sendable {
    /// The flavor, as `flavor:` or `--flavor` names it: a built-in name or a folder's path.
    public var flavor: String
    /// The folder of overrides, as written, relative to the spec's folder.
    public var folder: String
    /// Where the flavor key is written.
    public var flavorSpan: SourceSpan?
    /// Where the folder is written.
    public var folderSpan: SourceSpan?

    /// Creates an entry.
    public init(flavor: String, folder: String, flavorSpan: SourceSpan? = nil, folderSpan: SourceSpan? = nil) {
        self.flavor = flavor
        self.folder = folder
        self.flavorSpan = flavorSpan
        self.folderSpan = folderSpan
    }
}
