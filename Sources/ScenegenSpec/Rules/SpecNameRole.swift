/// What a name of the spec names, as far as the generated code is concerned:
/// each role becomes different identifiers (a field an `Output` member, an
/// action an `Input` member and a harness case), so a flavor reserves names per role.
public enum SpecNameRole: String, CaseIterable, Hashable, Sendable {
    case field, input, action, scene, model, service

    /// The key of the manifest's `reserves:` that lists this role's names: `fields`.
    public var manifestKey: String { rawValue + "s" }

    /// `a field`, `an input`, `an action`: how messages say "one of this role".
    public var withArticle: String {
        (rawValue.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + rawValue
    }
}
