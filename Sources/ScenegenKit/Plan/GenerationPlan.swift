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

        /// Creates an entry.
        public init(file: GeneratedFile, action: FileAction, existing: String?) {
            self.file = file
            self.action = action
            self.existing = existing
        }
    }

    /// The entries in output order.
    public var entries: [Entry]

    /// Creates a plan.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Whether some user-owned file conflicts (the run must fail without `--force`).
    public var hasConflicts: Bool { entries.contains { $0.action == .conflict } }

    /// Whether a generated-owned file would be created or changed: what `--check` reports as drift.
    public var hasDrift: Bool {
        entries.contains { $0.file.owner == .generated && ($0.action == .create || $0.action == .update) }
    }

    /// How many entries have `action`.
    public func count(of action: FileAction) -> Int {
        entries.filter { $0.action == action }.count
    }

    /// One line a file (`create  Sources/App/Scenes/CarList/CarListViewModel.swift`), no summary.
    public func lines() -> [String] {
        let width = FileAction.allCases.map(\.rawValue.count).max() ?? 0
        return entries.map { entry in
            let name = entry.action.rawValue
            return name + String(repeating: " ", count: width - name.count + 2) + entry.file.path
        }
    }

    /// The closing line: `5 created, 2 updated, 12 identical, 3 skipped` (zero counts left out).
    public func summary() -> String {
        let words: [(FileAction, String)] = [
            (.create, "created"), (.update, "updated"), (.overwrite, "overwritten"), (.identical, "identical"),
            (.skip, "skipped"), (.conflict, "in conflict"),
        ]
        let parts = words.compactMap { action, word -> String? in
            let count = count(of: action)
            return count == 0 ? nil : "\(count) \(word)"
        }
        return parts.isEmpty ? "no files" : parts.joined(separator: ", ")
    }
}
