import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen adopt [--only Scene]... [--dry-run] [--spec FILE]`: takes the
/// user-owned files as they are now as agreeing with what scenegen makes, so
/// the next `update` merges only later template and spec changes into them.
struct AdoptCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "adopt",
        abstract: "Take your files as they are as the base of the next update.",
        discussion: """
            For scenes you wrote before scenegen, or files whose lock predates your edits: each \
            user-owned file that exists gets what scenegen makes for it now as its base in \
            scenegen.lock, and the file is left as it is. The next `update` then has nothing of its \
            own to merge into it, and later changes of the templates or the spec merge in as usual. \
            Only scenegen.lock is written; a file still holding conflict markers from a merge is \
            left out until they are resolved (exit 1).
            """,
        options: [
            .value("spec", "file", help: "The spec to read (default: scenegen.yml in this folder)."),
            .repeating("only", "scene", help: "Adopt only this scene's files (repeatable)."),
            .flag("dry-run", help: "Print what would be adopted and write nothing."),
            .flag("quiet", help: "Print only errors and the summary line."),
        ] + SpecOptions.specs
    )

    let specPath: String?
    let only: OnlyOption
    let dryRun: Bool
    let quiet: Bool
    let specOptions: SpecOptions

    init(arguments: ParsedArguments) throws {
        specPath = arguments.value("spec")
        only = OnlyOption(arguments)
        dryRun = arguments.flag("dry-run")
        quiet = arguments.flag("quiet")
        specOptions = SpecOptions(arguments)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadSpec(at: specPath)
        let project = try ProjectGenerator(loaded: loaded, options: specOptions.generation(in: context))
        context.report(project.diagnostics.filter { $0.severity != .error })
        let selected = try only.selection(in: project)
        guard project.lockRelativePath != nil else {
            throw DiagnosticError.error("a spec read from standard input has no lock to adopt files into")
        }
        let pipeline = try context.pipeline(for: project)
        let plan = try context.planning(project) { () throws(DiagnosticError) in
            try pipeline.adoptionPlan(only: selected)
        }
        let adoption = plan.adoption
        if !quiet {
            for path in adoption.adopted { context.print("adopt      \(path)\n") }
        }
        for (path, line) in adoption.inConflict {
            context.printError(
                "error: `\(path)` was not adopted: it still holds conflict markers (line \(line)); resolve them first\n"
            )
        }
        let count = adoption.adopted.count
        let summary = "\(count) adopted" + (dryRun ? " (dry run: nothing written)" : "")
        if !dryRun {
            do throws(PlanWriter.WriteError) {
                try pipeline.apply(plan)
            } catch {
                throw DiagnosticError(error.problems.map { Diagnostic.error($0) })
            }
        }
        context.print(summary + "\n")
        return adoption.inConflict.isEmpty ? .success : .failure
    }
}
