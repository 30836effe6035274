/// Every file of a run with what will happen to it, decided in memory
/// before anything is written.
public struct GenerationPlan: Sendable {
    /// One file and its action.
    public struct Entry: Sendable {
        /// The wanted file.
        public var file: GeneratedFile
        /// What happens to it.
        public var action: FileAction
        /// The text on disk now, if the file exists.
        public var existing: String?
        /// Whether the entry removes a file the spec no longer makes (`delete`,
        /// or a `conflict` when it was edited); `file.contents` is then empty.
        public var removes: Bool
        /// The new rendering, when what is written differs from it (`merge`):
        /// what the lock records as the file's base.
        public var rendered: String?
        /// Whether a file the entry deletes was edited since scenegen wrote it
        /// (deleted because of `--force`): the plan line says `delete (edited)`.
        public var edited = false
        /// For an entry that keeps an edited file the spec no longer makes
        /// (`skip`): the scene it was made for, "" when scenegen cannot tell. The
        /// lock keeps the file as that scene's orphan.
        public var leftBy: String?
        /// For a user-owned file skipped: whether what scenegen makes for it changed
        /// since the lock's base (a new action, a new template), so `scenegen update`
        /// would merge something in. The plan line says so.
        public var behindTemplate = false

        /// Creates an entry.
        public init(
            file: GeneratedFile, action: FileAction, existing: String?, removes: Bool = false, rendered: String? = nil
        ) {
            self.file = file
            self.action = action
            self.existing = existing
            self.removes = removes
            self.rendered = rendered
        }

        /// The action as the plan line names it: `delete (edited)` for an edited file deleted.
        public var actionName: String {
            edited && action == .delete ? "delete (edited)" : action.rawValue
        }
    }

    /// The entries in output order.
    public var entries: [Entry]

    /// Creates a plan.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Marks each user-owned file skipped whose new rendering is not the text
    /// `lock` recorded as its base (see `Entry.behindTemplate`). Without a lock
    /// nothing is marked: there is no base to tell.
    public mutating func markBehindTemplates(lock: LockFile?) {
        guard let lock else { return }
        for index in entries.indices where entries[index].action == .skip && !entries[index].removes {
            let file = entries[index].file
            guard file.owner == .user, let recorded = lock.entries[file.path] else { continue }
            entries[index].behindTemplate = recorded.sha256 != file.contentsSHA256
        }
    }

    /// Whether some file conflicts (the run must fail without `--force`).
    public var hasConflicts: Bool { entries.contains { $0.action == .conflict } }

    /// The entries `--check` reports as drift: a generated-owned file that
    /// would be created, changed or deleted, or a file left by the spec that
    /// would be deleted, or kept as an orphan.
    public var drift: [Entry] {
        entries.filter {
            $0.removes || ($0.file.owner == .generated && ($0.action == .create || $0.action == .update))
        }
    }

    /// Whether anything is drift (see `drift`).
    public var hasDrift: Bool { !drift.isEmpty }

    /// How many entries have `action`.
    public func count(of action: FileAction) -> Int {
        entries.count { $0.action == action }
    }

    /// One line a file (`create  Sources/App/Scenes/CarList/CarListViewModel.swift`), no summary.
    public func lines() -> [String] {
        // One-word actions line up; `merge conflict` is longer and takes two spaces.
        let width = FileAction.allCases.filter { !$0.rawValue.contains(" ") }.map(\.rawValue.count).max() ?? 0
        return entries.map { entry in
            let name = entry.actionName
            let line = name + String(repeating: " ", count: max(width - name.count, 0) + 2) + entry.file.path
            return entry.behindTemplate ? line + "  (scenegen's version changed; `scenegen update` merges it in)" : line
        }
    }

    /// The closing line: `5 created, 2 updated, 12 identical, 3 skipped` (zero counts left out).
    /// With `written: false` (`--check`, which writes nothing), what would happen:
    /// `5 would be created, 2 would be updated, 12 identical`.
    public func summary(written: Bool = true) -> String {
        let words: [(FileAction, String)] = [
            (.create, "created"), (.update, "updated"), (.overwrite, "overwritten"), (.merge, "merged"),
            (.delete, "deleted"), (.identical, "identical"), (.skip, "skipped"), (.conflict, "in conflict"),
            (.mergeConflict, "merged with conflicts"),
        ]
        let parts = words.compactMap { action, word -> String? in
            let count = count(of: action)
            guard count > 0 else { return nil }
            return written || !action.writes && action != .delete ? "\(count) \(word)" : "\(count) would be \(word)"
        }
        return parts.isEmpty ? "no files" : parts.joined(separator: ", ")
    }
}
