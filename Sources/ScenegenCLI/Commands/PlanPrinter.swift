import ScenegenCore
import ScenegenKit

/// Prints the plan `RunPipeline` made, has the pipeline apply it, or reports
/// what `--check` found, the same way for `new`, `generate`, `destroy` and
/// `update`: every decision (each file's action, the lock, what is out of date)
/// is the plan's, and this only words it. A run that writes prints its plan once
/// the files are written, so every line is true of the disk; `--dry-run` and
/// `--check` print it instead of writing.
struct PlanPrinter {
    /// What a run stopped by a signal before its first rename says.
    static let nothingWritten = "interrupted: nothing was written\n"

    /// What the run prints and whether it writes.
    struct Mode {
        var dryRun = false
        var check = false
        var diff = false
        var quiet = false
    }

    let mode: Mode
    let context: CommandContext
    /// Called when the run leaves every file current (written, or `--check` found
    /// nothing out of date).
    var whenCurrent: (() -> Void)?

    init(options: CommonOptions, context: CommandContext) {
        self.mode = Mode(dryRun: options.dryRun, check: options.check, diff: options.diff, quiet: options.quiet)
        self.context = context
    }

    init(mode: Mode, context: CommandContext) {
        self.mode = mode
        self.context = context
    }

    /// Writes the plan `pipeline` made (with `extra`, such as the edited spec, and
    /// the lock last), then prints it; with `--dry-run`/`--check`, or a conflict,
    /// prints it and writes nothing. The exit code says how it went; a signal
    /// during the write gives 128 + its number and a line saying whether anything was written.
    func finish(_ run: RunPlan, with pipeline: RunPipeline, extra: [PlanWriter.ExtraFile] = []) throws -> ExitCode {
        let plan = run.plan
        let project = pipeline.project
        let lock = run.previousLock
        if !mode.check, !mode.dryRun, !plan.hasConflicts {
            // A file that cannot be written fails the run before any line says it is done.
            let problems = pipeline.preflight(run)
            if !problems.isEmpty { throw DiagnosticError(problems) }
        }
        let unresolved = run.unresolved
        let folder = Self.shownFolder(of: project)
        for conflict in unresolved { context.register(conflict.source(in: folder)) }
        if mode.check {
            printPlan(plan)
            let status = check(run, unresolved: unresolved, folder: folder)
            if status == .success { whenCurrent?() }
            return status
        }
        if plan.hasConflicts {
            printPlan(plan)
            context.print(plan.summary() + "\n")
            for entry in run.conflicts {
                context.printError("error: \(conflictMessage(entry))\n")
            }
            context.report(unresolved.map { $0.diagnostic(in: folder) })
            return .failure
        }
        context.report(unresolved.map { Self.warning($0.diagnostic(in: folder)) })
        if mode.dryRun {
            printPlan(plan)
            context.print("\(plan.summary()) (dry run: nothing written)\n")
            // As the real run would: exit 1 when a merge would write conflict markers.
            for entry in run.mergeConflicts {
                context.printError(
                    "error: `\(entry.file.path)`: your edits and the new templates change the same lines; "
                        + "`update` would write `<<<<<<< ours` … `>>>>>>> theirs` blocks in it for you to resolve\n")
            }
            return run.mergeConflicts.isEmpty ? .success : .failure
        }
        // (Only when files exist already: a first run has no lock to miss.)
        if lock.previous == nil, let shown = lock.shownPath, plan.entries.contains(where: { $0.existing != nil }) {
            context.printError("note: no `\(shown)` yet: writing it from this run and the files on disk\n")
        }
        let written: Int
        do {
            written = try pipeline.apply(run, extra: extra)
        } catch {
            if let signal = error.signal {
                context.printError(Self.nothingWritten)
                return .stopped(by: signal)
            }
            throw DiagnosticError(error.problems.map { Diagnostic.error($0) })
        }
        printPlan(plan)
        context.print(plan.summary() + "\n")
        if run.mergeConflicts.isEmpty { whenCurrent?() }
        if let signal = InterruptionGuard.received {
            let deleted = plan.count(of: .delete)
            context.printError(
                "interrupted after writing: all \(written) file\(written == 1 ? " is" : "s are") complete"
                    + (deleted > 0 ? ", and the \(deleted) deleted are gone\n" : "\n"))
            return .stopped(by: signal)
        }
        if !run.mergeConflicts.isEmpty {
            for entry in run.mergeConflicts {
                context.printError(
                    "error: `\(entry.file.path)`: your edits and the new templates change the same lines; "
                        + "resolve the `<<<<<<< ours` … `>>>>>>> theirs` blocks written in it\n")
            }
            return .failure
        }
        return .success
    }

    /// A plan the run cache found all `identical` or `skip`, with nothing to write
    /// and the lock current: printed as `finish` prints such a plan.
    func finishIdentical(_ plan: GenerationPlan) -> ExitCode {
        printPlan(plan)
        if mode.check {
            context.print("\(plan.summary(written: false)): generated files are up to date\n")
        } else {
            context.print(plan.summary() + (mode.dryRun ? " (dry run: nothing written)\n" : "\n"))
        }
        return .success
    }

    /// One line a file (unless `--quiet`), then the diffs (with `--diff`).
    private func printPlan(_ plan: GenerationPlan) {
        if !mode.quiet {
            for line in plan.lines() { context.print(line + "\n") }
        }
        if mode.diff {
            for entry in plan.entries where entry.action != .identical && entry.action != .skip {
                context.print(UnifiedDiff.diff(from: entry.existing, to: entry.file.contents, path: entry.file.path))
            }
        }
    }

    /// `--check`: exit 1 naming every file that is not what the spec makes, a
    /// lock that is not current, and files still in conflict.
    private func check(_ run: RunPlan, unresolved: [GenerationPlan.UnresolvedConflict], folder: String) -> ExitCode {
        let plan = run.plan
        let drifted = run.drift
        let lockStale = run.lockIsStale
        context.report(unresolved.map { $0.diagnostic(in: folder) })
        if drifted.isEmpty && !lockStale {
            if !unresolved.isEmpty {
                context.print(plan.summary(written: false) + "\n")
                return .failure
            }
            context.print("\(plan.summary(written: false)): generated files are up to date\n")
            return .success
        }
        context.print(plan.summary(written: false) + "\n")
        for (entry, reason) in drifted {
            let why: String
            switch reason {
            case .missing: why = "is missing"
            case .wouldBeDeleted: why = "is no longer made by the spec and would be deleted"
            case .editedNoLongerMade: why = "is no longer made by the spec, and was edited since scenegen wrote it"
            case .editedNoLongerMadeKept:
                why =
                    "is no longer made by the spec, and was edited since scenegen wrote it; `scenegen generate` keeps it"
            case .outOfDate: why = "is out of date"
            }
            context.printError("error: `\(entry.file.path)` \(why)\n")
        }
        let lock = run.previousLock
        if lockStale, let shown = lock.shownPath {
            context.printError(
                lock.previous == nil
                    ? "error: `\(shown)` is missing\n" : "error: `\(shown)` does not match the files scenegen makes\n")
        }
        let count = drifted.count + (lockStale ? 1 : 0)
        context.printError(
            "error: \(count) generated file\(count == 1 ? " is" : "s are") out of date; "
                + "run `scenegen generate` and commit the result\n")
        return .failure
    }

    /// The spec's folder as the user named it (`.` for `scenegen.yml`), which prefixes file paths in positions.
    static func shownFolder(of project: ProjectGenerator) -> String {
        guard let path = project.spec.path, path != "-", path != "<stdin>" else { return "." }
        return PathText.directory(of: path)
    }

    private static func warning(_ diagnostic: Diagnostic) -> Diagnostic {
        var warning = diagnostic
        warning.severity = .warning
        return warning
    }

    private func conflictMessage(_ entry: GenerationPlan.Entry) -> String {
        if entry.removes {
            return "`\(entry.file.path)` was generated for a scene or model no longer in the spec, and was edited "
                + "since; it is kept and nothing was written (delete it yourself, or use `--force` to delete it)"
        }
        return "`\(entry.file.path)` is yours and differs from what scenegen would write; "
            + "nothing was written (use `--force` to overwrite it, or `--diff` to compare)"
    }
}
