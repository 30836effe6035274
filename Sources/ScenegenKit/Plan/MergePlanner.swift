import Foundation
import ScenegenCore

/// Plans `update`: each user-owned file is merged three ways, with the text
/// scenegen generated for it last time (the lock's `base`) as the base, the
/// file on disk as ours and the new rendering as theirs. Generated-owned
/// files are planned as `generate` plans them. Reads, never writes.
public struct MergePlanner {
    /// The project folder all file paths are relative to.
    public var root: String
    /// The lock before the run.
    public var lock: LockFile?

    /// Creates a planner for the project at `root`.
    public init(root: String, lock: LockFile?) {
        self.root = root
        self.lock = lock
    }

    /// The plan for `files`. A user-owned file is `create`d when missing,
    /// `identical` when it holds the rendering (or the merge changes
    /// nothing), `update`d when it is untouched since scenegen wrote it,
    /// `merge`d when both sides changed it and the changes do not overlap,
    /// `merge conflict` (written with markers) when they do, and `skip`ped
    /// when the lock has no base for it. A file still holding the markers of
    /// an earlier merge conflict is a `conflict`: nothing is merged into it
    /// (its markers would read as the user's text) until they are resolved.
    public func plan(_ files: [GeneratedFile]) -> GenerationPlan {
        let builder = PlanBuilder(root: root)
        return GenerationPlan(
            entries: files.map { file in
                guard file.owner == .user else { return builder.plan([file]).entries[0] }
                let path = builder.absolutePath(of: file)
                guard FileManager.default.fileExists(atPath: path) else {
                    return GenerationPlan.Entry(file: file, action: .create, existing: nil)
                }
                let existing = try? String(contentsOfFile: path, encoding: .utf8)
                guard let ours = existing, ours != file.contents else {
                    return GenerationPlan.Entry(
                        file: file, action: existing == nil ? .skip : .identical, existing: existing)
                }
                guard let entry = lock?.entries[file.path], let base = entry.base else {
                    return GenerationPlan.Entry(file: file, action: .skip, existing: ours)
                }
                if entry.unresolvedConflictLine(in: ours) != nil {
                    return GenerationPlan.Entry(file: file, action: .conflict, existing: ours)
                }
                if ours == base { return GenerationPlan.Entry(file: file, action: .update, existing: ours) }
                let merged = ThreeWayMerge.merge(base: base, ours: ours, theirs: file.contents)
                var written = file
                written.contents = merged.text
                if merged.conflicts > 0 {
                    return GenerationPlan.Entry(
                        file: written, action: .mergeConflict, existing: ours, rendered: file.contents)
                }
                return GenerationPlan.Entry(
                    file: written, action: merged.text == ours ? .identical : .merge, existing: ours,
                    rendered: file.contents)
            })
    }
}
