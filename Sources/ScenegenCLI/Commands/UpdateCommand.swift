import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen update [--only Scene]... [--dry-run] [--diff] [--spec FILE]`: brings
/// user-owned files up to date with the templates and the spec by a 3-way merge.
struct UpdateCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "update",
        abstract: "Merge template and spec changes into your files, three ways.",
        discussion: """
            Each user-owned file is merged with the new rendering, taking the text scenegen generated \
            for it last time (kept in scenegen.lock) as the base: a file you did not edit is replaced \
            (`update`), your edits and the new text are combined where they do not overlap \
            (`merge`), and where they do, the file gets `<<<<<<< ours` / `=======` / `>>>>>>> theirs` \
            blocks as git writes them (`merge conflict`, exit 1). Until those blocks are resolved, \
            the file stays in conflict and `update` refuses to run. Generated-owned files are written \
            as `generate` writes them.
            """,
        options: [
            .value("spec", "file", help: "The spec to read (default: scenegen.yml in this folder)."),
            .repeating("only", "scene", help: "Update only this scene's files (repeatable)."),
            .flag("dry-run", help: "Print the plan and write nothing."),
            .flag("diff", help: "Print a unified diff of each change."),
            .flag("quiet", help: "Print only errors and the summary line."),
        ] + SpecOptions.specs
    )

    let specPath: String?
    let only: OnlyOption
    let mode: PlanPrinter.Mode
    let specOptions: SpecOptions

    init(arguments: ParsedArguments) throws {
        specPath = arguments.value("spec")
        only = OnlyOption(arguments)
        specOptions = SpecOptions(arguments)
        mode = PlanPrinter.Mode(
            dryRun: arguments.flag("dry-run"), check: false, diff: arguments.flag("diff"),
            quiet: arguments.flag("quiet"))
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadSpec(at: specPath)
        let project = try ProjectGenerator(loaded: loaded, options: specOptions.generation(in: context))
        // The warnings and notes `validate` gives, errors having thrown.
        context.report(project.diagnostics.filter { $0.severity != .error })
        let selected = try only.selection(in: project)
        let pipeline = try context.pipeline(for: project)
        let lock = pipeline.lock
        if lock.previous == nil, let shown = lock.shownPath {
            context.printError(
                "note: no `\(shown)`: there is no base to merge with, so your files that differ are skipped; "
                    + "the lock written now lets the next `update` merge\n")
        }
        let run = try context.planning(project) { () throws(DiagnosticError) in
            try pipeline.updatePlan(only: selected)
        }
        return try PlanPrinter(mode: mode, context: context).finish(run, with: pipeline)
    }
}
