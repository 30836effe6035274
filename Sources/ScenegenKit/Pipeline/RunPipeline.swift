import ScenegenCore
import ScenegenSpec

/// The one way a run goes from a validated project to the disk: each plan
/// (`generate` with an optional selection, `new`, `update`, `destroy`) renders
/// the spec once, decides every file (written, skipped, conflicting, orphaned)
/// and the lock that results, and `apply` writes it. Commands print what it
/// decided; none of them decides about files.
public struct RunPipeline {
    /// The project: the validated spec, its flavor and the run's options.
    public let project: ProjectGenerator
    /// The lock on disk, read and checked.
    public let lock: ProjectLock

    /// A pipeline over `project`, whose lock on disk `lockSource` holds (what
    /// `project.readLockSource()` read; nil when there is none). With
    /// `checkingFlavor`, a run with another flavor than the lock's is refused.
    public init(project: ProjectGenerator, lockSource: SourceFile?, checkingFlavor: Bool = true)
        throws(DiagnosticError)
    {
        self.project = project
        self.lock = try ProjectLock(source: lockSource, for: project, checkingFlavor: checkingFlavor)
    }

    /// `generate`: every file the spec makes (with `only`, those of the scenes named
    /// and the shared ones), rendered once. A full run also removes the files of
    /// scenes and models that left the spec when they still hold what scenegen
    /// wrote; an edited one is kept as an orphan, and those deleted by hand are
    /// forgotten. (`only` leaves the other scenes' files alone, these included.)
    /// A file whose text `reuse` has for its render key is not rendered again.
    public func generatePlan(only: Set<String>? = nil, reuse: (any RenderReuse)? = nil) throws(DiagnosticError)
        -> RunPlan
    {
        let all = try project.files(reuse: reuse)
        let files = only.map { selected in all.filter { $0.scene.map(selected.contains) ?? true } } ?? all
        let leaving = only == nil ? lock.leaving(Set(all.map(\.path))) : []
        var plan = project.plan(files)
        plan.entries += project.removals(leaving)
        plan.markBehindTemplates(lock: lock.previous)
        var run = planned(plan, dropping: project.vanished(leaving))
        run.renders = all.compactMap(RenderRecord.init(rendered:))
        return run
    }

    /// `update`: the files of the scenes `only` names (all when nil), user-owned
    /// ones merged three ways with their base in the lock.
    public func updatePlan(only: Set<String>? = nil) throws(DiagnosticError) -> RunPlan {
        planned(project.mergePlan(try project.files(only: only), lock: lock.previous))
    }

    /// `new`: the scenes of `creating` are new (a user-owned file of theirs that
    /// exists and differs is a conflict); `filling`, a scene the spec had, gets
    /// members: its files and those of the scenes that route to it (their Router)
    /// are merged as `update` merges them, or overwritten with `force`. One render.
    public func newPlan(filling: String?, creating: [String]) throws(DiagnosticError) -> RunPlan {
        let routing = filling.map { name in
            project.spec.scenes.filter { $0.routes.contains { $0.scene == name } }.map(\.name)
        }
        let filled = Set((filling.map { [$0] } ?? []) + (routing ?? []))
        let files = try project.files(only: filled.union(creating))
        var entries: [GenerationPlan.Entry] = []
        var seen = Set<String>()
        if filling != nil {
            let filledFiles = files.filter { $0.scene.map(filled.contains) ?? true }
            seen = Set(filledFiles.map(\.path))
            let plan =
                project.options.force
                ? project.plan(filledFiles, creating: Set(filledFiles.filter { $0.owner == .user }.map(\.path)))
                : project.mergePlan(filledFiles, lock: lock.previous)
            entries += plan.entries
        }
        if !creating.isEmpty {
            let created = files.filter { !seen.contains($0.path) }
            entries += project.plan(created, creating: Set(created.filter { $0.owner == .user }.map(\.path))).entries
        }
        return planned(GenerationPlan(entries: entries))
    }

    /// `destroy` of `scene`, a scene of `before` (the project as it was) that this
    /// pipeline's spec no longer has: its files still holding what scenegen wrote
    /// are deleted (with `force`, edited ones too), edited ones are kept as the
    /// scene's orphans, and the scenes in `routing` (whose routes to it went) are
    /// merged. Each spec is rendered once.
    public func destroyPlan(of scene: String, before: ProjectGenerator, routing: [String]) throws(DiagnosticError)
        -> RunPlan
    {
        let all = try project.files()
        let expected = Set(all.map(\.path))
        var rendered: [String: String] = [:]
        var owners: [String: FileOwner] = [:]
        // What scenegen would write for the scene now: a file holding exactly that is untouched too.
        for file in try before.files(only: [scene]) where !expected.contains(file.path) {
            rendered[file.path] = file.contents
            owners[file.path] = file.owner
        }
        // Other files the spec no longer makes go too, but not another scene's orphans: kept on purpose.
        for entry in lock.leaving(expected) where entry.orphan == nil || entry.orphan == scene {
            owners[entry.path] = entry.owner
        }
        let routed = Set(routing)
        var entries = project.mergePlan(all.filter { $0.scene.map(routed.contains) ?? true }, lock: lock.previous)
            .entries
        entries += project.removals(
            owners.map { (path: $0.key, owner: $0.value, lock: lock.previous?.entries[$0.key]) },
            rendered: rendered, edited: .skip)
        var plan = GenerationPlan(entries: entries)
        // An edited file kept stays in the lock as its scene's orphan: `destroy` of the name finds it later.
        let keptIndices = plan.entries.indices.filter { plan.entries[$0].removes && plan.entries[$0].action == .skip }
        let others = project.scenes(
            owning: keptIndices.map { plan.entries[$0].file.path }.filter { rendered[$0] == nil })
        for index in keptIndices {
            let path = plan.entries[index].file.path
            plan.entries[index].leftBy = rendered[path] != nil ? scene : others[path] ?? ""
        }
        return planned(plan, dropping: project.vanished(owners.keys.compactMap { lock.previous?.entries[$0] }))
    }

    /// `destroy` of a scene no longer in the spec (taken out by hand): the files the
    /// lock lists for it, deleted when they still hold what scenegen wrote and kept
    /// (orphans) when edited, unless `force`. Nil when the lock lists none.
    public func leftoversPlan(of scene: String) throws(DiagnosticError) -> RunPlan? {
        let expected = Set(try project.files().map(\.path))
        let paths = project.paths(ofScene: scene)
        let leftovers = lock.leaving(expected).filter { $0.orphan == scene || paths.contains($0.path) }
        guard !leftovers.isEmpty else { return nil }
        var plan = GenerationPlan(
            entries: project.removals(
                leftovers.map { (path: $0.path, owner: $0.owner, lock: $0) }, rendered: [:], edited: .skip))
        for index in plan.entries.indices where plan.entries[index].action == .skip {
            plan.entries[index].leftBy = scene
        }
        return planned(plan, dropping: project.vanished(leftovers))
    }

    /// The files of `run` that cannot be written (folders, permissions, paths
    /// outside the project), found before anything is written; empty when all can be.
    public func preflight(_ run: RunPlan) -> [Diagnostic] {
        WritePreflight(root: project.spec.directory).problems(in: run.plan)
    }

    /// Writes what `run` says to write, `extra` files (such as the edited spec)
    /// beside them, and the lock last when it changed; returns how many files were written.
    @discardableResult
    public func apply(_ run: RunPlan, extra: [PlanWriter.ExtraFile] = []) throws(PlanWriter.WriteError) -> Int {
        let last =
            run.writesLock ? lock.relativePath.map { PlanWriter.ExtraFile(path: $0, contents: run.lockText) } : nil
        return try project.apply(run.plan, extra: extra, last: last)
    }

    /// `plan` with the lock it leaves (entries of `dropping` forgotten: files deleted by hand).
    private func planned(_ plan: GenerationPlan, dropping: Set<String> = []) -> RunPlan {
        let newLock = project.recordingFlavor(
            in: ProjectGenerator.lock(after: plan, previous: lock.previous, dropping: dropping))
        return RunPlan(
            plan: plan, lock: newLock, lockText: newLock.text(specName: project.specName), previousLock: lock,
            unresolved: plan.unresolvedConflicts(lock: lock.previous))
    }
}
