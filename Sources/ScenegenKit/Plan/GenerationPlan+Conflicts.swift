import ScenegenCore

extension GenerationPlan {
    /// A user-owned file a merge wrote conflict markers into (the lock says so)
    /// that still holds them: it stays in conflict until they are gone.
    public struct UnresolvedConflict: Sendable {
        /// The file, relative to the project folder.
        public var path: String
        /// The line of its first marker.
        public var line: Int
        /// The file's text on disk.
        public var text: String

        /// The error at the first marker, with the path prefixed by `directory`
        /// (the spec's folder as the user named it).
        public func diagnostic(in directory: String) -> Diagnostic {
            .error(
                "unresolved conflict in `\(path)`: a merge wrote `<<<<<<< ours` … `>>>>>>> theirs` blocks here; "
                    + "keep the lines you want, delete the marker lines, then run `scenegen update`",
                at: SourceSpan(path: PathText.join(directory, path), line: line, column: 1))
        }

        /// The file as diagnostics quote it.
        public func source(in directory: String) -> SourceFile {
            SourceFile(path: PathText.join(directory, path), text: text)
        }
    }

    /// The files of the plan still in conflict by `lock`, in plan order.
    public func unresolvedConflicts(lock: LockFile?) -> [UnresolvedConflict] {
        guard let lock else { return [] }
        return entries.compactMap { entry in
            guard !entry.removes, let text = entry.existing,
                let line = lock.entries[entry.file.path]?.unresolvedConflictLine(in: text)
            else { return nil }
            return UnresolvedConflict(path: entry.file.path, line: line, text: text)
        }
    }
}
