import Foundation
import ScenegenCore

/// The lock of a run: where it is, reading it, and what it becomes after a plan.
extension ProjectGenerator {
    /// The largest lock scenegen reads: it holds the base text of every user-owned
    /// file, so it may be far larger than a spec, but not without bound.
    public static let maximumLockSize = 256 * 1024 * 1024

    /// The lock's path as messages show it (beside the spec as the user named
    /// it), or nil for a spec read from standard input.
    public var lockShownPath: String? {
        guard let path = spec.path, path != "-", path != "<stdin>" else { return nil }
        return LockFile.path(forSpec: path)
    }

    /// The lock's path relative to the project folder (the spec's folder).
    public var lockRelativePath: String? {
        lockShownPath.map(PathText.lastComponent(of:))
    }

    /// The lock's text on disk, or nil when there is none. A file scenegen
    /// cannot read is an error naming it.
    public func readLockSource() throws(DiagnosticError) -> SourceFile? {
        guard let shown = lockShownPath, let relative = lockRelativePath else { return nil }
        let absolute = PathText.join(spec.directory, relative)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else { throw .error("`\(shown)` is a folder; scenegen keeps its lock file there") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: absolute))?[.size] as? Int,
            size > Self.maximumLockSize
        {
            throw .error("`\(shown)` is over \(Self.maximumLockSize / 1024 / 1024) MB; it cannot be scenegen's lock")
        }
        guard let data = FileManager.default.contents(atPath: absolute) else { throw .error("cannot read `\(shown)`") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .error("`\(shown)` is not UTF-8 text, so it is not scenegen's lock; restore it from version control")
        }
        return SourceFile(path: shown, text: text)
    }

    /// `lock` recording this run's flavor (and the spec's), as it is written after the run.
    public func recordingFlavor(in lock: LockFile) -> LockFile {
        var lock = lock
        lock.flavor = spec.flavor
        lock.specFlavor = specFlavor == spec.flavor ? nil : specFlavor
        return lock
    }

    /// The lock `source` holds, or an error at its line and column.
    public static func parseLock(_ source: SourceFile) throws(DiagnosticError) -> LockFile {
        do {
            return try LockFile.parse(source)
        } catch {
            var problems = error.diagnostics
            if let first = problems.first {
                problems[0].notes.append(
                    .note(
                        "scenegen does not trust a lock it cannot read: restore `\(first.span?.path ?? "the lock")` "
                            + "from version control, or delete it to rebuild it from the files on disk"))
            }
            throw DiagnosticError(problems)
        }
    }

    /// The lock after `plan` is applied to a project whose lock was `previous`:
    /// entries of written and identical files are made anew, a skipped user-owned
    /// file keeps its entry (or, with no entry, gets the current rendering as its
    /// base), deleted files and `dropping` leave it. A file written with conflict
    /// markers is recorded in conflict; a skipped one stays so while its markers are there.
    /// An edited file the spec no longer makes, kept, stays as an orphan of the scene it was made for.
    public static func lock(after plan: GenerationPlan, previous: LockFile?, dropping: Set<String> = [])
        -> LockFile
    {
        var lock = previous ?? LockFile()
        for entry in plan.entries {
            let path = entry.file.path
            if entry.removes {
                // A file the spec no longer makes: forgotten once deleted; an edited one kept in conflict
                // keeps its entry; one kept as the user's stays, as an orphan, until it is deleted.
                if entry.action == .delete { lock.entries[path] = nil }
                if entry.action == .skip { lock.entries[path]?.orphan = entry.leftBy ?? "" }
                continue
            }
            switch entry.action {
            case .delete:
                lock.entries[path] = nil
            case .conflict:
                continue
            case .skip:
                // A file of a scene back in the spec is no orphan any more.
                if lock.entries[path] == nil { lock.entries[path] = LockEntry(generated: entry.file) }
                if let existing = entry.existing, lock.entries[path]?.unresolvedConflictLine(in: existing) == nil {
                    lock.entries[path]?.inConflict = false
                }
                lock.entries[path]?.orphan = nil
            case .create, .update, .identical, .overwrite, .merge, .mergeConflict:
                // After a merge, the base is the new rendering, not the merged text.
                var file = entry.file
                if let rendered = entry.rendered { file.contents = rendered }
                lock.entries[path] = LockEntry(generated: file)
                lock.entries[path]?.inConflict = entry.action == .mergeConflict
            }
        }
        for path in dropping { lock.entries[path] = nil }
        return lock
    }
}
