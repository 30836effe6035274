import ScenegenCore

/// A plain Equatable/Codable struct of the spec's `models:`.
public struct ModelSpec: Hashable, Sendable {
    /// The type name: `Car`.
    public var name: String
    /// The stored properties, in the order written.
    public var properties: [PropertySpec]
    /// Where the name is written.
    public var nameSpan: SourceSpan?

    /// Creates a model.
    public init(name: String, properties: [PropertySpec] = [], nameSpan: SourceSpan? = nil) {
        self.name = name
        self.properties = properties
        self.nameSpan = nameSpan
    }
}
