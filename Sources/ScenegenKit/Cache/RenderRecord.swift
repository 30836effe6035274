/// What one render made, as the run cache keeps it (docs/cache.md): the file,
/// its owner, its render key (`RenderKeys`) and the SHA-256 of the text the
/// render made. A later run whose file has the same key takes that text from
/// where it still is (the file on disk, or the lock's base of a user-owned
/// file) when it hashes the same, instead of rendering it again.
public struct RenderRecord: Equatable, Sendable {
    /// The path relative to the project folder.
    public var path: String
    public var owner: FileOwner
    public var key: String
    /// The SHA-256 of the text rendered (before any merge).
    public var sha256: String

    public init(path: String, owner: FileOwner, key: String, sha256: String) {
        self.path = path
        self.owner = owner
        self.key = key
        self.sha256 = sha256
    }

    /// The record of `file` as rendered (nil without a render key: a template named by a variable).
    init?(rendered file: GeneratedFile) {
        guard !file.renderKey.isEmpty else { return nil }
        self.init(path: file.path, owner: file.owner, key: file.renderKey, sha256: file.contentsSHA256)
    }
}
