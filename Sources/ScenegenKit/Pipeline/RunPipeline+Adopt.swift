import ScenegenCore

/// The pipeline's plans for the commands that write no generated file: `adopt`
/// (the lock alone) and `validate` (nothing).
extension RunPipeline {
    /// What `adopt` does: the adoption of the files of the scenes `only` names
    /// (all when nil), with the lock it leaves (recording the run's flavor).
    public struct AdoptionPlan: Sendable {
        /// Which files are adopted, in conflict or missing, and the lock.
        public var adoption: ProjectGenerator.Adoption
        /// The lock's text.
        public var lockText: String
        /// Whether the lock on disk is not `lockText` yet.
        public var writesLock: Bool
    }

    /// `adopt`: each user-owned file of the selection that exists takes the current
    /// rendering as its base (see `ProjectGenerator.adoption`). One render.
    public func adoptionPlan(only: Set<String>? = nil) throws(DiagnosticError) -> AdoptionPlan {
        var adoption = project.adoption(of: try project.files(only: only), previous: lock.previous)
        adoption.lock = project.recordingFlavor(in: adoption.lock)
        let text = adoption.lock.text(specName: project.specName)
        return AdoptionPlan(
            adoption: adoption, lockText: text, writesLock: lock.relativePath != nil && text != lock.text)
    }

    /// Writes the lock `plan` leaves, when it changed; a lock that cannot be
    /// written is a failure naming it as messages show it.
    public func apply(_ plan: AdoptionPlan) throws(PlanWriter.WriteError) {
        guard plan.writesLock, let relative = lock.relativePath else { return }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(plan.lockText, to: PathText.join(project.spec.directory, relative))
        } catch {
            throw PlanWriter.WriteError([WriteFailure(error.kind, path: lock.shownPath ?? relative)])
        }
    }

    /// The files of `files` (a rendering of the project) whose merge left conflict
    /// markers that are still there, by the lock: what `validate` reports.
    public func unresolvedConflicts(in files: [GeneratedFile]) -> [GenerationPlan.UnresolvedConflict] {
        project.plan(files).unresolvedConflicts(lock: lock.previous)
    }
}
