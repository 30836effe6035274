import ScenegenCore

/// A user intent of a scene: a ViewModel input and a key binding of its view.
/// It carries a payload (`query: String`, the typed text; `select: cars`, the
/// chosen row's id) or nothing (Void).
public struct ActionSpec: Hashable, Sendable {
    /// The name as written: `toggleFavorite`.
    public var name: String
    /// What the action carries; nil for a Void action.
    public var payload: SwiftType?
    /// Where the name is written (nil when it came from the command line).
    public var nameSpan: SourceSpan?
    /// Where the payload type is written, when there is one.
    public var payloadSpan: SourceSpan?
    /// The list field of the scene whose chosen row sends this action (`select: cars`);
    /// its payload is then what identifies an item of that list (`ListSelection`).
    public var selects: String?

    /// Creates an action.
    public init(
        name: String, payload: SwiftType? = nil, nameSpan: SourceSpan? = nil, payloadSpan: SourceSpan? = nil,
        selects: String? = nil
    ) {
        self.name = name
        self.payload = payload
        self.nameSpan = nameSpan
        self.payloadSpan = payloadSpan
        self.selects = selects
    }

    /// The name as Swift code must write it: `` `default` `` for a keyword.
    public var escapedName: String { SwiftIdentifier.escaped(name) }

    /// The payload type, or `Void`.
    public var payloadType: SwiftType { payload ?? .named("Void") }
}
