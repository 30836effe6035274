import ScenegenCore

/// A flavor's own setting written under `options:` (of the project, a scene
/// or a route): `presentation: present`. The spec layer keeps it as text; the
/// flavor's manifest says which names and values it accepts (`SpecRules`).
public struct SpecOption: Hashable, Sendable {
    /// The option's name as written: `presentation`.
    public var name: String
    /// Its value as written: `present`.
    public var value: String
    /// Where the name is written (nil when it came from the command line).
    public var nameSpan: SourceSpan?
    /// Where the value is written.
    public var valueSpan: SourceSpan?

    /// Creates an option.
    public init(name: String, value: String, nameSpan: SourceSpan? = nil, valueSpan: SourceSpan? = nil) {
        self.name = name
        self.value = value
        self.nameSpan = nameSpan
        self.valueSpan = valueSpan
    }
}
