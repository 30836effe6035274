/// One option a flavor reads, as its manifest declares it: where it may be
/// written, the values it takes and the one it has when not written.
public struct OptionDeclaration: Hashable, Sendable {
    /// Where in the spec an option is written.
    public enum Level: String, Hashable, Sendable, CaseIterable {
        /// The spec's top-level `options:`.
        case project
        /// A scene's `options:`.
        case scene
        /// A route written as `- Target: {option: value}`.
        case route
    }

    /// The option's name: `presentation`.
    public var name: String
    /// Where it may be written.
    public var level: Level
    /// The values it takes, in the order the manifest lists them.
    public var values: [String]
    /// The value it has when the spec does not write it (one of `values`).
    public var defaultValue: String
    /// What it decides, in the manifest's words (`description:`), if given:
    /// the text editors show for it (`scenegen schema`).
    public var description: String?

    /// Creates a declaration.
    public init(name: String, level: Level, values: [String], defaultValue: String, description: String? = nil) {
        self.name = name
        self.level = level
        self.values = values
        self.defaultValue = defaultValue
        self.description = description
    }
}
