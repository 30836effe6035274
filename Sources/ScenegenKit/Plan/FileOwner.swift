/// Who owns a generated file (docs/flavors.md).
public enum FileOwner: String, Hashable, Sendable, Codable {
    /// Rewritten on every run; carries a do-not-edit header; `--check` watches it.
    case generated
    /// Created once, then the user's: never overwritten without `--force`.
    case user
}
