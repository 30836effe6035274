import Foundation

/// Everything under a folder: each file's bytes and mode, each folder's mode,
/// each symbolic link's target. Two snapshots are equal when nothing was
/// created, removed or changed in between.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    enum Entry: Equatable {
        case file(Data, mode: mode_t)
        case folder(mode: mode_t)
        case link(String)
        case other
    }

    private(set) var entries: [String: Entry] = [:]

    init(of root: String) {
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : root + "/" + relative
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let mode = info.st_mode & 0o7777
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                entries[relative] = .folder(mode: mode)
                // A folder without read permission is still listed: tests run as root or restore modes first.
                for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                    pending.append(relative.isEmpty ? name : relative + "/" + name)
                }
            case S_IFREG:
                entries[relative] = .file(FileManager.default.contents(atPath: path) ?? Data(), mode: mode)
            case S_IFLNK:
                entries[relative] = .link((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            default:
                entries[relative] = .other
            }
        }
    }

    /// The paths that differ between `self` (before) and `after`, each with what happened.
    func changes(to after: FolderSnapshot) -> [String] {
        let paths = Set(entries.keys).union(after.entries.keys).sorted()
        return paths.compactMap { path in
            switch (entries[path], after.entries[path]) {
            case (nil, .some): return "created \(path)"
            case (.some, nil): return "removed \(path)"
            case let (old?, new?) where old != new: return "changed \(path)"
            default: return nil
            }
        }
    }

    var description: String { entries.keys.sorted().joined(separator: "\n") }
}
