import ScenegenCore

/// What scenegen.lock records of one file scenegen wrote (docs/lock.md).
public struct LockEntry: Hashable, Sendable {
    /// The path relative to the project folder, `/`-separated.
    public var path: String
    /// Who owns the file.
    public var owner: FileOwner
    /// The SHA-256 of the text scenegen generated for it: for a generated-owned
    /// file what was written, for a user-owned one the text it started from
    /// (so a file still holding it is untouched since then).
    public var sha256: String
    /// The SHA-256 of the template and the spec entry the text was made from.
    public var inputs: String
    /// For a user-owned file, the generated text itself: the base of `update`'s 3-way merge.
    public var base: String?
    /// Whether a merge wrote conflict markers into the file (`"state":"conflict"`):
    /// it stays in conflict while they are there.
    public var inConflict: Bool
    /// For a file kept, edited, after the scene it was made for left the spec: that
    /// scene's name ("" when scenegen could not tell). The entry stays until the file
    /// is deleted (by hand, or by `destroy` of that name), so later runs know it.
    public var orphan: String?

    /// Creates an entry.
    public init(
        path: String, owner: FileOwner, sha256: String, inputs: String, base: String? = nil, inConflict: Bool = false,
        orphan: String? = nil
    ) {
        self.path = path
        self.owner = owner
        self.sha256 = sha256
        self.inputs = inputs
        self.base = base
        self.inConflict = inConflict
        self.orphan = orphan
    }

    /// The entry for `file` as just generated.
    public init(generated file: GeneratedFile) {
        self.init(
            path: file.path, owner: file.owner, sha256: file.contentsSHA256, inputs: file.inputsHash,
            base: file.owner == .user ? file.contents : nil)
    }

    /// Whether `text` (a file's content on disk) is still what scenegen generated.
    public func isUntouched(_ text: String) -> Bool {
        SHA256.hex(text) == sha256
    }

    /// The first conflict marker line of `text` (the file on disk) when the
    /// entry is in conflict and the markers are still there; nil otherwise (a
    /// marker line in a file scenegen did not merge is the user's).
    public func unresolvedConflictLine(in text: String) -> Int? {
        inConflict ? ConflictMarkers.firstLine(in: text) : nil
    }
}
