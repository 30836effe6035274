import Foundation
import ScenegenCore

/// Compares the files a run wants with what is on disk and decides each
/// file's action. Reads, never writes.
///
/// Generated-owned files are created, updated or identical. A user-owned
/// file that exists is the user's: `skip` (or `identical`). It is a
/// `conflict` only when the run means to create it (`scenegen new` for a
/// scene whose files are already there) and it differs; `--force` turns
/// both into `overwrite`.
public struct PlanBuilder {
    /// The project folder all file paths are relative to.
    public var root: String
    /// Whether differing user-owned files are overwritten.
    public var force: Bool

    /// Creates a plan builder for the project at `root`.
    public init(root: String, force: Bool = false) {
        self.root = root
        self.force = force
    }

    /// The plan for `files`, in their order. `creating` holds the paths of
    /// user-owned files the run means to create: those conflict when they
    /// exist and differ.
    public func plan(_ files: [GeneratedFile], creating: Set<String> = []) -> GenerationPlan {
        GenerationPlan(
            entries: files.map { file in
                // A text the run took from the file itself is what the file holds: not read again.
                if file.isOnDisk {
                    return GenerationPlan.Entry(file: file, action: .identical, existing: file.contents)
                }
                let path = absolutePath(of: file)
                let exists = FileManager.default.fileExists(atPath: path)
                let existing = exists ? try? String(contentsOfFile: path, encoding: .utf8) : nil
                let action = action(for: file, exists: exists, existing: existing, creating: creating)
                return GenerationPlan.Entry(file: file, action: action, existing: existing)
            })
    }

    /// The entries that remove the files of `leaving` (lock entries of files the
    /// spec no longer makes): `delete` when the file still holds what scenegen
    /// wrote, whoever owns it. An edited user-owned file is the user's work: `skip`,
    /// kept (the lock keeps it as an orphan). An edited generated-owned one is a
    /// `conflict` (`delete` with `--force`). A known orphan still edited, and a file
    /// already gone (see `vanished`), get no entry.
    public func removals(_ leaving: [LockEntry]) -> [GenerationPlan.Entry] {
        leaving.sorted { $0.path < $1.path }.compactMap { lock in
            guard let existing = try? String(contentsOfFile: PathText.join(root, lock.path), encoding: .utf8) else {
                return nil
            }
            let action: FileAction
            if lock.isUntouched(existing) {
                action = .delete
            } else if lock.orphan != nil {
                return nil
            } else {
                action = lock.owner == .user ? .skip : force ? .delete : .conflict
            }
            let file = GeneratedFile(path: lock.path, contents: "", owner: lock.owner, template: "")
            return GenerationPlan.Entry(file: file, action: action, existing: existing, removes: true)
        }
    }

    /// The paths of `entries` whose files are gone (deleted by hand): the lock forgets them.
    public func vanished(_ entries: [LockEntry]) -> Set<String> {
        Set(entries.map(\.path).filter { !FileManager.default.fileExists(atPath: PathText.join(root, $0)) })
    }

    /// `destroy`'s removals: each of `files` is deleted when untouched (it holds
    /// what its lock entry says scenegen wrote, or the text `rendered` holds for
    /// it) or with `--force`; an edited one gets `edited` (`skip`: kept).
    public func removals(
        _ files: [(path: String, owner: FileOwner, lock: LockEntry?)], rendered: [String: String],
        edited: FileAction
    ) -> [GenerationPlan.Entry] {
        files.sorted { $0.path < $1.path }.compactMap { item in
            let file = GeneratedFile(path: item.path, contents: "", owner: item.owner, template: "")
            guard let existing = try? String(contentsOfFile: PathText.join(root, item.path), encoding: .utf8) else {
                return nil
            }
            let untouched = (item.lock?.isUntouched(existing) ?? false) || rendered[item.path] == existing
            let action: FileAction = force || untouched ? .delete : edited
            var entry = GenerationPlan.Entry(file: file, action: action, existing: existing, removes: true)
            entry.edited = !untouched
            return entry
        }
    }

    /// `file`'s absolute path under the root.
    public func absolutePath(of file: GeneratedFile) -> String {
        root.hasSuffix("/") ? root + file.path : root + "/" + file.path
    }

    private func action(for file: GeneratedFile, exists: Bool, existing: String?, creating: Set<String>)
        -> FileAction
    {
        guard exists else { return .create }
        if existing == file.contents { return .identical }
        switch file.owner {
        case .generated: return .update
        case .user:
            if force { return .overwrite }
            return creating.contains(file.path) ? .conflict : .skip
        }
    }
}
