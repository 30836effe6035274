import ScenegenCore

/// What a run would do, decided in full before anything is written: each
/// file's action, the lock that results, and what `--check` finds out of date.
/// A command prints it, or hands it to `RunPipeline.apply`.
public struct RunPlan: Sendable {
    /// Why `--check` names a file.
    public enum DriftReason: Sendable, Equatable {
        /// The spec makes it and it is not on disk.
        case missing
        /// The spec no longer makes it; it still holds what scenegen wrote, so it would be deleted.
        case wouldBeDeleted
        /// The spec no longer makes it, and it was edited since scenegen wrote it.
        case editedNoLongerMade
        /// As `editedNoLongerMade`, and `generate` keeps it (a user-owned file).
        case editedNoLongerMadeKept
        /// It is on disk and differs from what the spec makes.
        case outOfDate
    }

    /// Each file's action, in the order the plan prints them.
    public var plan: GenerationPlan
    /// The lock as it is after the plan is applied.
    public let lock: LockFile
    /// Its text.
    public let lockText: String
    /// The lock on disk before the run.
    public let previousLock: ProjectLock
    /// Files a merge left with conflict markers, still holding them: errors at their first marker
    /// for `--check` and a conflict, a warning for a run that skips them.
    public let unresolved: [GenerationPlan.UnresolvedConflict]
    /// What each file's render made (or an earlier render with its key), for the
    /// run cache: every file `generate` makes, the unselected ones included.
    public var renders: [RenderRecord] = []

    /// Whether the run writes the lock: its text on disk is not `lockText` (never for standard input).
    public var writesLock: Bool { previousLock.relativePath != nil && previousLock.text != lockText }

    /// Whether `--check` finds the lock stale: the files it records differ from what this run makes
    /// (or there is none). Only what it checks counts, so a lock rewritten in another order is current.
    public var lockIsStale: Bool {
        previousLock.relativePath != nil && previousLock.previous?.checkedEntries != lock.checkedEntries
    }

    /// The files `--check` names, each with why.
    public var drift: [(entry: GenerationPlan.Entry, reason: DriftReason)] {
        plan.drift.map { entry in
            let reason: DriftReason
            switch entry.action {
            case .create: reason = .missing
            case .delete: reason = .wouldBeDeleted
            case .conflict where entry.removes: reason = .editedNoLongerMade
            case .skip where entry.removes: reason = .editedNoLongerMadeKept
            default: reason = .outOfDate
            }
            return (entry, reason)
        }
    }

    /// The files that stop the run (a user's file that differs, an edited file the spec no
    /// longer makes) and hold no conflict markers (those are reported at their markers).
    public var conflicts: [GenerationPlan.Entry] {
        let markers = Set(unresolved.map(\.path))
        return plan.entries.filter { $0.action == .conflict && !markers.contains($0.file.path) }
    }

    /// The files a merge writes conflict markers into.
    public var mergeConflicts: [GenerationPlan.Entry] {
        plan.entries.filter { $0.action == .mergeConflict }
    }

    /// Edited files the spec no longer makes that the run keeps (orphans in the lock).
    public var kept: [GenerationPlan.Entry] {
        plan.entries.filter { $0.removes && $0.action == .skip }
    }
}
