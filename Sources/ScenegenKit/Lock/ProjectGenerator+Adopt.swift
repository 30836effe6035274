import Foundation
import ScenegenCore

/// `scenegen adopt`: taking files a team already wrote as agreeing with what
/// scenegen makes now, so that `update` merges only later changes into them.
extension ProjectGenerator {
    /// What adopting `files` (a rendering of the project, or of some scenes) does to `previous`.
    public struct Adoption: Sendable {
        /// The lock to write.
        public var lock: LockFile
        /// The user-owned files whose base becomes the current rendering, by path.
        public var adopted: [String]
        /// The user-owned files that exist but still hold the conflict markers of
        /// a merge, with the first marker's line: left as they were until resolved.
        public var inConflict: [(path: String, line: Int)]
        /// The user-owned files that do not exist (`generate` creates them): nothing to adopt.
        public var missing: [String]
    }

    /// Each user-owned file of `files` that exists gets the current rendering
    /// as its base in the lock: the file as it is now is taken to agree with
    /// it, so the next `update` finds no change of its own to merge (its merge
    /// of base and rendering changes nothing) and later template or spec
    /// changes merge into the file as edits made after it. The file itself is
    /// not touched. (Recording the file's own text as the base would make
    /// `update` replace it with the rendering, dropping the user's code.) A
    /// generated-owned file that holds its rendering gets its entry as
    /// `generate` would write it; other entries stay as they were.
    public func adoption(of files: [GeneratedFile], previous: LockFile?) -> Adoption {
        var lock = previous ?? LockFile()
        var adopted: [String] = []
        var inConflict: [(path: String, line: Int)] = []
        var missing: [String] = []
        let root = spec.directory
        for file in files {
            let path = PathText.join(root, file.path)
            let text = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
            switch file.owner {
            case .generated:
                if text == file.contents { lock.entries[file.path] = LockEntry(generated: file) }
            case .user:
                guard let text else {
                    missing.append(file.path)
                    continue
                }
                if let line = lock.entries[file.path]?.unresolvedConflictLine(in: text) {
                    inConflict.append((file.path, line))
                    continue
                }
                lock.entries[file.path] = LockEntry(generated: file)
                adopted.append(file.path)
            }
        }
        return Adoption(lock: lock, adopted: adopted, inConflict: inConflict, missing: missing)
    }
}
