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
    let only: [String]
    let options: CommonOptions

    init(arguments: ParsedArguments) throws {
        specPath = arguments.value("spec")
        only = arguments.all("only")
        options = try CommonOptions(arguments)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadSpec(at: specPath)
        let project = try ProjectGenerator(loaded: loaded, options: options.resolved(in: context))
        // The warnings and notes `validate` gives (a type that may be a typo), errors having thrown.
        context.report(project.diagnostics.filter { $0.severity != .error })
        var selected: Set<String>?
        if !only.isEmpty {
            let names = project.spec.scenes.map(\.name)
            for name in only where !names.contains(name) {
                var message = "`--only \(name)`: the spec has no scene `\(name)`"
                if let suggestion = NameSuggestion.closest(to: name, among: names) {
                    message += "; did you mean `\(suggestion)`?"
                }
                throw UsageError(message)
            }
            selected = Set(only)
        }
        let lock = try ProjectLock.load(for: project, in: context)
        let files: [GeneratedFile]
        let expected: Set<String>
        do {
            let all = try project.files()
            expected = Set(all.map(\.path))
            files = selected == nil ? all : try project.files(only: selected)
        } catch {
            for source in project.templateSources { context.register(source) }
            throw error
        }
        // Files scenegen wrote for scenes and models that left the spec go with them when
        // they still hold what it wrote, the user's too; an edited one of the user's is kept,
        // and the lock keeps it as an orphan. Those deleted by hand are forgotten.
        // (`--only` limits the run to some scenes: it leaves the others' files alone, these included.)
        let leaving = selected == nil ? lock.leaving(expected) : []
        var plan = project.plan(files)
        plan.entries += project.removals(leaving)
        plan.markBehindTemplates(lock: lock.previous)
        // A spec change the user-owned half does not follow yet (a new action) is named, not silent.
        // Paths as the user wrote the spec's: relative to the current folder when the spec's is.
        let shownPath = specPath ?? CommandContext.defaultSpecPath
        context.report(plan.unmetExpectations(in: shownPath == "-" ? "." : PathText.directory(of: shownPath)))
        let status = try PlanPrinter(options: options, context: context).finish(
            plan, with: project, lock: lock, dropping: project.vanished(leaving))
        if status == .success {
            for entry in plan.entries where entry.removes && entry.action == .skip {
                context.printError(Self.keptNote(entry.file.path, scene: entry.leftBy ?? ""))
            }
        }
        return status
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
