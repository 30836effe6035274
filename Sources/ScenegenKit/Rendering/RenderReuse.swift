/// Where a run may find the text of a file instead of rendering it: what an
/// earlier render with the same render key made (`RenderKeys`), still at hand
/// (the run cache, docs/cache.md).
public protocol RenderReuse: Sendable {
    /// The text an earlier render made for the file of `owner` at `path` (relative
    /// to the project) under `key`; nil when it is not at hand.
    func text(at path: String, owner: FileOwner, key: String) -> ReusedText?
}

/// The text of an earlier render, as a run takes it instead of rendering.
public struct ReusedText: Sendable {
    /// The text, byte for byte what rendering would make; nil when it was not read
    /// (`isOnDisk`: the file holds it, verified without reading it).
    public var contents: String?
    /// Its SHA-256.
    public var sha256: String
    /// Whether the file at its path holds the text, as found just now (so the plan
    /// need not read the file again).
    public var isOnDisk: Bool

    public init(contents: String?, sha256: String, isOnDisk: Bool) {
        self.contents = contents
        self.sha256 = sha256
        self.isOnDisk = isOnDisk
    }
}
