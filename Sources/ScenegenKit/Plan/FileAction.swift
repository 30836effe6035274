/// What a run does with one file, as the plan line names it (docs/cli.md).
public enum FileAction: String, Hashable, Sendable, CaseIterable {
    /// The file does not exist yet: it is written.
    case create
    /// A generated-owned file differs: it is rewritten.
    case update
    /// The file already holds exactly this text.
    case identical
    /// A user-owned file exists: it is the user's and is left alone.
    case skip
    /// A user-owned file differs and `--force` was not given: left alone, and the run fails.
    case conflict
    /// A user-owned file differs and `--force` was given: it is overwritten.
    case overwrite
    /// A file scenegen wrote that the spec no longer makes, untouched since: it is removed.
    case delete
    /// `update`: the user's edits and the new rendering merged cleanly: the merge is written.
    case merge
    /// `update`: the edits and the new rendering overlap: written with conflict markers, and the run fails.
    case mergeConflict = "merge conflict"

    /// Whether the action writes the file.
    public var writes: Bool {
        self == .create || self == .update || self == .overwrite || self == .merge || self == .mergeConflict
    }
}
