import ScenegenCore

/// A `name: Type` entry: a field or an input of a scene, or a property of a model.
public struct PropertySpec: Hashable, Sendable {
    /// The name as written: `carID`.
    public var name: String
    /// The parsed type.
    public var type: SwiftType
    /// Where the name is written (nil when it came from the command line).
    public var nameSpan: SourceSpan?
    /// Where the type is written (nil when it came from the command line).
    public var typeSpan: SourceSpan?

    /// Creates a property.
    public init(name: String, type: SwiftType, nameSpan: SourceSpan? = nil, typeSpan: SourceSpan? = nil) {
        self.name = name
        self.type = type
        self.nameSpan = nameSpan
        self.typeSpan = typeSpan
    }

    /// The name as Swift code must write it: `` `default` `` for a keyword.
    public var escapedName: String { SwiftIdentifier.escaped(name) }
}
