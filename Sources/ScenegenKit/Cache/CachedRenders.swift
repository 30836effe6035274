import Foundation
import ScenegenCore

/// The renders the run cache records, as a run takes them instead of rendering
/// (`RenderReuse`): the text a file's last render made, when the file's render
/// key is the same and that text is still at hand. A generated-owned file's
/// text is the file on disk when it hashes to what the render made (or its
/// stat is the one at which the cache verified those bytes): the run then
/// knows the file is current without keeping its text (nor, at that stat,
/// reading it); a user-owned
/// file's is the base the lock keeps, when it hashes the same (or the lock is
/// the one the cache recorded, untouched). Anything else is rendered.
struct CachedRenders: RenderReuse {
    let records: [String: RenderRecord]
    /// The project folder and a slash.
    let root: String
    /// Files whose bytes the cache verified, with their hash and the stat at which it did.
    let verified: [String: (sha256: String, stat: FileStat)]
    let lock: LockFile?
    /// Whether `lock` is the one the cache recorded, as scenegen wrote it (its stat
    /// unchanged): then an entry's `sha256` is its base's hash, and is not worked out again.
    var lockIsVerified = false

    func text(at path: String, owner: FileOwner, key: String) -> ReusedText? {
        guard let record = records[path], record.key == key, record.owner == owner else { return nil }
        switch owner {
        case .user:
            guard let entry = lock?.entries[path], let base = entry.base, entry.sha256 == record.sha256,
                lockIsVerified || SHA256.hex(base) == record.sha256
            else { return nil }
            return ReusedText(contents: base, sha256: record.sha256, isOnDisk: false)
        case .generated:
            let absolute = root + path
            guard let now = FileStat.of(absolute) else { return nil }
            // Verified by the cache at this very stat: the file holds the text, and is not read at all.
            if let known = verified[path], known.sha256 == record.sha256, known.stat == now {
                return ReusedText(contents: nil, sha256: record.sha256, isOnDisk: true)
            }
            guard let data = FileManager.default.contents(atPath: absolute),
                SHA256.hex(bytes: [UInt8](data)) == record.sha256
            else { return nil }
            return ReusedText(contents: nil, sha256: record.sha256, isOnDisk: true)
        }
    }
}
