import ScenegenCore
import ScenegenKit

/// Prints a plan, applies it or checks it, the same way for `new` and `generate`.
struct PlanPrinter {
    let options: CommonOptions
    let context: CommandContext

    /// Prints the plan and writes it unless `--dry-run`/`--check`; the exit code says how it went.
    /// `writeAlso` runs after the files are written (e.g. saving the spec), and only then.
    func finish(_ plan: GenerationPlan, with project: ProjectGenerator, writeAlso: () throws -> Void = {}) throws
        -> ExitCode
    {
        if !options.quiet {
            for line in plan.lines() { context.print(line + "\n") }
        }
        if options.diff {
            for entry in plan.entries where entry.action != .identical && entry.action != .skip {
                context.print(UnifiedDiff.diff(from: entry.existing, to: entry.file.contents, path: entry.file.path))
            }
        }
        if options.check {
            let drifted = plan.entries.filter {
                $0.file.owner == .generated && ($0.action == .create || $0.action == .update)
            }
            if drifted.isEmpty {
                context.print("\(plan.summary()): generated files are up to date\n")
                return .success
            }
            context.print(plan.summary() + "\n")
            context.printError(
                "error: \(drifted.count) generated file\(drifted.count == 1 ? " is" : "s are") out of date; "
                    + "run `scenegen generate` and commit the result\n")
            return .failure
        }
        if plan.hasConflicts {
            context.print(plan.summary() + "\n")
            for entry in plan.entries where entry.action == .conflict {
                context.printError(
                    "error: `\(entry.file.path)` is yours and differs from what scenegen would write; "
                        + "nothing was written (use `--force` to overwrite it, or `--diff` to compare)\n")
            }
            return .failure
        }
        if options.dryRun {
            context.print("\(plan.summary()) (dry run: nothing written)\n")
            return .success
        }
        do {
            try project.apply(plan)
            try writeAlso()
        } catch let error as PlanWriter.WriteError {
            throw DiagnosticError(error.problems.map { Diagnostic.error($0) })
        }
        context.print(plan.summary() + "\n")
        return .success
    }
}
