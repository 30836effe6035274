import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen destroy <Scene> [--remove-routes] [--force] [--dry-run] [--spec FILE]`:
/// removes a scene from the spec (comments and layout kept) and deletes its
/// files that still hold what scenegen wrote; edited ones are kept and listed.
/// Removing the routes to it and deleting edited files are two decisions, so
/// they are two flags.
struct DestroyCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "destroy",
        abstract: "Remove a scene from the spec and delete its untouched files.",
        discussion: """
            The scene leaves scenegen.yml (its comments and layout kept). Each of its files is deleted \
            when it still holds what scenegen wrote (scenegen.lock knows); a file you edited is kept \
            and listed, unless you pass `--force` (the plan says `delete (edited)`). Routes of other \
            scenes to it are an error, unless `--remove-routes` removes them too. Everything is \
            written at once, or nothing; `--dry-run` exits as the run would.
            """,
        positionals: [PositionalSpec("scene", help: "The scene to remove, such as `CarDetails`.")],
        options: [
            .value("spec", "file", help: "The spec to remove it from (default: scenegen.yml in this folder)."),
            .flag("remove-routes", help: "Also remove the routes of other scenes to it."),
            .flag("force", help: "Also delete the scene's files you edited."),
            .flag("dry-run", help: "Print the plan and write nothing."),
            .flag("diff", help: "Print a unified diff of each change."),
            .flag("quiet", help: "Print only errors and the summary line."),
        ] + SpecOptions.specs
    )

    let name: String
    let specPath: String?
    let force: Bool
    let removeRoutes: Bool
    let mode: PlanPrinter.Mode
    let specOptions: SpecOptions

    init(arguments: ParsedArguments) throws {
        guard let name = arguments.positional(0) else { throw UsageError(.missingArgument("scene")) }
        if let problem = NewCommand.sceneNameProblem(name) {
            throw UsageError(.invalidSceneName(name, option: nil, reason: problem), at: arguments.span(ofPositional: 0))
        }
        self.name = SceneNameSuffix.strip(SpecNames.sceneName(fromArgument: name)).name
        specPath = arguments.value("spec")
        force = arguments.flag("force")
        removeRoutes = arguments.flag("remove-routes")
        specOptions = SpecOptions(arguments)
        mode = PlanPrinter.Mode(
            dryRun: arguments.flag("dry-run"), check: false, diff: arguments.flag("diff"),
            quiet: arguments.flag("quiet"))
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadSpec(at: specPath)
        let shown = specPath ?? CommandContext.defaultSpecPath
        var options = specOptions.generation(in: context)
        options.force = force
        // The spec is judged as `generate` judges it before anything is looked up in it.
        let before = try ProjectGenerator(loaded: loaded, options: options)
        context.report(before.diagnostics.filter { $0.severity != .error })
        guard let scene = loaded.spec.scene(named: name) else {
            // A scene that left the spec by hand may have left files (edited ones kept as orphans).
            if let status = try destroyLeftovers(of: before, context: context) { return status }
            var message = "the spec has no scene `\(name)`"
            if let suggestion = NameSuggestion.closest(to: name, among: loaded.spec.scenes.map(\.name)) {
                message += "; did you mean `\(suggestion)`?"
            }
            throw DiagnosticError.error(message, at: SourceSpan(path: shown, line: 1, column: 1))
        }
        let routing = loaded.spec.scenes.filter { $0.name != name && $0.routes.contains { $0.scene == name } }
        let routeSpans = routing.compactMap { other in other.routes.first { $0.scene == name }.map { (other, $0) } }
        if !routeSpans.isEmpty {
            let problems = routeSpans.map { other, route in
                Diagnostic(
                    removeRoutes ? .warning : .error,
                    "scene `\(other.name)` routes to `\(name)`"
                        + (removeRoutes
                            ? "; `--remove-routes` removes the route"
                            : "; remove the route first, or use `--remove-routes` to remove it too"),
                    at: route.span)
            }
            if !removeRoutes { throw DiagnosticError(problems) }
            context.report(problems)
        }
        let file = try context.readSource(shown)
        let text = try SpecEditor.removeScene(named: scene.name, from: file)
        let edited = context.register(SourceFile(path: shown, text: text))
        let after = try ProjectGenerator(
            loaded: try SpecLoader.read(edited, directory: loaded.spec.directory), options: options)
        let pipeline = try context.pipeline(for: after)
        let run = try context.planning(before, after) { () throws(DiagnosticError) in
            try pipeline.destroyPlan(of: scene.name, before: before, routing: routing.map(\.name))
        }
        let kept = run.kept.map(\.file.path)
        let status = try PlanPrinter(mode: mode, context: context).finish(
            run, with: pipeline,
            extra: [PlanWriter.ExtraFile(path: PathText.lastComponent(of: shown), contents: text)])
        if status == .success {
            for path in kept {
                context.printError(
                    "note: kept `\(path)`: it was edited since scenegen wrote it (`--force` deletes it too)\n")
            }
            if !mode.dryRun { context.print("removed scene `\(scene.name)` from \(shown)\n") }
        }
        return status
    }
}
