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
        let pipeline = try context.pipeline(for: project)
        let planned = try context.planning(project) { () throws(DiagnosticError) in
            try pipeline.leftoversPlan(of: name)
        }
        guard let run = planned else { return nil }
        let plan = run.plan
        let status = try PlanPrinter(mode: mode, context: context).finish(run, with: pipeline)
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
