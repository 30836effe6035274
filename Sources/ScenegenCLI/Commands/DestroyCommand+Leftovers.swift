import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `destroy` of a scene no longer in the spec (taken out by hand): the files
/// scenegen wrote for it that the lock still lists are handled as for a scene in
/// the spec. Those still holding what scenegen wrote are deleted, edited ones kept
/// (orphans in the lock) unless `--force`, and the spec is left as it is.
extension DestroyCommand {
    /// The run over the scene's leftovers, or nil when the lock lists none (the
    /// name is then unknown).
    func destroyLeftovers(of project: ProjectGenerator, context: CommandContext) throws -> ExitCode? {
        let lock = try ProjectLock.load(for: project, in: context)
        let leftovers: [LockEntry]
        do {
            let expected = Set(try project.files().map(\.path))
            let paths = project.paths(ofScene: name)
            leftovers = lock.leaving(expected).filter { $0.orphan == name || paths.contains($0.path) }
        } catch {
            for source in project.templateSources { context.register(source) }
            throw error
        }
        guard !leftovers.isEmpty else { return nil }
        var plan = GenerationPlan(
            entries: project.removals(
                leftovers.map { (path: $0.path, owner: $0.owner, lock: $0) }, rendered: [:], edited: .skip))
        for index in plan.entries.indices where plan.entries[index].action == .skip {
            plan.entries[index].leftBy = name
        }
        let status = try PlanPrinter(mode: mode, context: context).finish(
            plan, with: project, lock: lock, dropping: project.vanished(leftovers))
        if status == .success {
            for entry in plan.entries where entry.action == .skip {
                context.printError(
                    "note: kept `\(entry.file.path)`: it was edited since scenegen wrote it (`--force` deletes it too)\n"
                )
            }
            if !mode.dryRun && plan.count(of: .delete) > 0 {
                context.print("removed what was left of scene `\(name)`, which the spec no longer has\n")
            }
        }
        return status
    }
}
