import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen generate [--spec FILE] [--only Scene]... [common options]`: writes
/// every scene of the spec; with `--check`, proves the generated files are current.
struct GenerateCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "generate",
        abstract: "Generate every scene of the spec (or only some).",
        discussion: """
            Generated-owned files are rewritten; user-owned files are created once and then left \
            alone (`skip`). Everything is rendered in memory first: on any error nothing is written. \
            In CI, `scenegen generate --check` exits 1 when a generated file is out of date.
            """,
        options: [
            .value("spec", "file", help: "The spec to read (default: scenegen.yml in this folder)."),
            .repeating("only", "scene", help: "Generate only this scene's files (repeatable)."),
        ] + CommonOptions.specs
    )

    let specPath: String?
    let only: OnlyOption
    let options: CommonOptions

    init(arguments: ParsedArguments) throws {
        specPath = arguments.value("spec")
        only = OnlyOption(arguments)
        options = try CommonOptions(arguments)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadSpec(at: specPath)
        let project = try ProjectGenerator(loaded: loaded, options: options.resolved(in: context))
        // The warnings and notes `validate` gives (a type that may be a typo), errors having thrown.
        context.report(project.diagnostics.filter { $0.severity != .error })
        let selected = try only.selection(in: project)
        // Paths as the user wrote the spec's: relative to the current folder when the spec's is.
        let shownPath = specPath ?? CommandContext.defaultSpecPath
        let shownFolder = shownPath == "-" ? "." : PathText.directory(of: shownPath)
        // Nothing changed since a run that left every file current: print its plan, render nothing.
        let cache = runCache(for: project, in: context)
        if let cache, only.isEmpty {
            let lookup = cache.identicalPlan()
            if cache.logs {
                switch lookup {
                case .hit: context.printError("scenegen cache: hit\n")
                case .miss(let why): context.printError("scenegen cache: miss (\(why))\n")
                }
            }
            if case .hit(let plan) = lookup {
                context.report(plan.unmetExpectations(in: shownFolder))
                return PlanPrinter(options: options, context: context).finishIdentical(plan)
            }
        }
        let pipeline = try context.pipeline(for: project)
        let run = try context.planning(project) { () throws(DiagnosticError) in
            // A file whose render key is what the cache recorded takes the text that render made.
            try pipeline.generatePlan(only: selected, reuse: cache?.reusableRenders(lock: pipeline.lock.previous))
        }
        if let cache, cache.logs {
            context.printError("scenegen cache: rendered \(project.renderedFileCount) of \(run.renders.count) files\n")
        }
        // A spec change the user-owned half does not follow yet (a new action) is named, not silent.
        context.report(run.plan.unmetExpectations(in: shownFolder))
        var printer = PlanPrinter(options: options, context: context)
        // A run that left every file current is recorded whole (the next identical run renders nothing);
        // any other, what its renders made (the next run renders only the files whose keys changed).
        let recorded = RecordedOnce()
        if let cache, !options.dryRun, only.isEmpty {
            cache.prepareRecord(of: run)
            printer.whenCurrent = { [check = options.check] in
                cache.record(run, wrote: !check)
                recorded.done = true
            }
        }
        let status = try printer.finish(run, with: pipeline)
        if let cache, !recorded.done { cache.recordRenders(of: run, partial: !only.isEmpty) }
        if status == .success {
            for entry in run.kept {
                context.printError(Self.keptNote(entry.file.path, scene: entry.leftBy ?? ""))
            }
        }
        return status
    }

    /// The run cache of the project, unless the environment turns it off (docs/cache.md).
    private func runCache(for project: ProjectGenerator, in context: CommandContext) -> RunCache? {
        guard let path = project.spec.path, let text = context.registeredText(path) else { return nil }
        return RunCache(project: project, specText: text, environment: context.environment)
    }

    /// The note on an edited file kept after its scene left the spec: what to do with it.
    static func keptNote(_ path: String, scene: String) -> String {
        let what =
            scene.isEmpty
            ? "What it was made for left the spec: delete the file when you no longer need it"
            : "Its scene `\(scene)` left the spec: delete the file, or run `scenegen destroy \(scene) --force`"
        return "note: `\(path)` was edited since scenegen wrote it; kept. \(what) (scenegen.lock keeps it until then)\n"
    }
}

/// Whether the run cache has recorded the run (set by the printer's `whenCurrent`).
private final class RecordedOnce {
    var done = false
}
