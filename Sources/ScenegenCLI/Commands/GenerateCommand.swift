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
        // Files scenegen wrote for scenes and models that left the spec: its own
        // are deleted when untouched; the user's stay theirs, and the lock forgets them.
        // (`--only` limits the run to some scenes: it leaves the others' files alone, these included.)
        let leaving = selected == nil ? lock.leaving(expected) : []
        let kept = leaving.filter { $0.owner == .user }
        for entry in kept
        where FileManager.default.fileExists(atPath: PathText.join(project.spec.directory, entry.path)) {
            context.printError(
                "note: `\(entry.path)` is yours and its scene or model left the spec; it is left in place\n")
        }
        var plan = project.plan(files)
        plan.entries += project.removals(leaving)
        // A spec change the user-owned half does not follow yet (a new action) is named, not silent.
        // Paths as the user wrote the spec's: relative to the current folder when the spec's is.
        let shownPath = specPath ?? CommandContext.defaultSpecPath
        context.report(plan.unmetExpectations(in: shownPath == "-" ? "." : PathText.directory(of: shownPath)))
        return try PlanPrinter(options: options, context: context).finish(
            plan, with: project, lock: lock, dropping: Set(kept.map(\.path)))
    }
}
