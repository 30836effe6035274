import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen new <Scene> [--field name:Type]... [--input name:Type]...
/// [--action name[:Type]]... [--route Scene]... [common options]`: adds one
/// scene and writes its files.
///
/// With a scenegen.yml (here, or `--spec`), the scene is added to it, keeping
/// its comments and layout, and only that scene is generated. Without one,
/// the defaults apply: in a SwiftPM package `Sources/<first target>/Scenes`
/// and `Tests/<first target>Tests`, elsewhere the current folder. A route to a
/// scene that does not exist yet creates that scene too, empty.
struct NewCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "new",
        abstract: "Add a scene and write its files.",
        discussion: """
            `new car-details` and `new car_details` mean `CarDetails`. With a scenegen.yml, the scene \
            is added to it (comments and layout kept). A user-owned file of the new scene that \
            already exists and differs is a conflict: nothing is written unless you pass `--force`.
            """,
        positionals: [PositionalSpec("scene", help: "The scene's name, such as `CarDetails` or `car-details`.")],
        options: [
            .repeating("field", "name:Type", help: "Something the screen shows: a ViewModel output."),
            .repeating("input", "name:Type", help: "Data the Builder injects, such as `carID:String`."),
            .repeating(
                "action", "name[:Type]",
                help: "A user intent: a ViewModel input and a key (`select:Int` carries a value)."),
            .repeating("route", "scene", help: "A scene this one can navigate to."),
            .value("spec", "file", help: "The spec to add the scene to (default: scenegen.yml here, if any)."),
        ] + CommonOptions.specs
    )

    let arguments: SceneArguments
    let specPath: String?
    let options: CommonOptions

    init(arguments: ParsedArguments) throws {
        guard let name = arguments.positional(0) else { throw UsageError("missing expected argument `<scene>`") }
        self.arguments = SceneArguments(
            name: name, fields: arguments.all("field"), inputs: arguments.all("input"),
            actions: arguments.all("action"),
            routes: arguments.all("route"))
        specPath = arguments.value("spec")
        options = try CommonOptions(arguments)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        // Names are checked as typed: normalising `../Evil` first would hide what was wrong.
        for (flag, name) in [("", arguments.name)] + arguments.routes.map({ ("--route ", $0) }) {
            if let problem = Self.sceneArgumentProblem(name) { throw UsageError("`\(flag)\(name)` \(problem)") }
        }
        for (flag, values) in [
            ("--field", arguments.fields), ("--input", arguments.inputs), ("--action", arguments.actions),
        ] {
            for value in values where value.hasPrefix(":") || value.isEmpty {
                throw UsageError(
                    "`\(flag) \(value)` needs a name; write `\(flag) name\(flag == "--action" ? "" : ":String")`")
            }
        }
        let scene: SceneSpec
        do {
            scene = try arguments.scene()
        } catch {
            // A malformed `--field`/`--input`/`--action` value is bad usage, as in swift-argument-parser.
            throw UsageError(error.diagnostics.map(\.message).joined(separator: "\nerror: "))
        }
        let specExists =
            specPath != nil
            || FileManager.default.fileExists(atPath: context.absolutePath(CommandContext.defaultSpecPath))
        return specExists ? try addToSpec(scene, in: context) : try generateAlone(scene, in: context)
    }

    /// Adds `scene` (and the scenes its routes name that do not exist yet) to the spec file, then generates them.
    private func addToSpec(_ scene: SceneSpec, in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadSpec(at: specPath)
        let shown = specPath ?? CommandContext.defaultSpecPath
        let file = try context.readSource(shown)
        let newScenes = [scene] + missingTargets(of: scene, existing: loaded.spec.scenes.map(\.name))
        var candidate = loaded.spec
        if loaded.spec.scene(named: scene.name) == nil { candidate.scenes += newScenes }
        try check(LoadedSpec(spec: candidate, diagnostics: loaded.diagnostics), in: context)
        var text = file.text
        for added in newScenes {
            text = try SpecEditor.addScene(added, to: SourceFile(path: shown, text: text))
        }
        let edited = context.register(SourceFile(path: shown, text: text))
        let spec = try SpecLoader.read(edited, directory: loaded.spec.directory)
        for added in newScenes.dropFirst() { noteCreated(added.name, by: scene.name, in: context) }
        let absoluteSpec = context.absolutePath(shown)
        return try generate(spec, scenes: newScenes.map(\.name), in: context) {
            do throws(AtomicFile.Failure) {
                try AtomicFile.write(text, to: absoluteSpec)
            } catch {
                throw DiagnosticError.error("cannot write `\(shown)`: \(error.reason)")
            }
        }
    }

    /// Generates `scene` from the defaults when there is no spec file.
    private func generateAlone(_ scene: SceneSpec, in context: CommandContext) throws -> ExitCode {
        var module = SwiftIdentifier.upperCamelCase(PathText.lastComponent(of: context.currentDirectory))
        var output = "."
        var tests = "Tests"
        let manifest = context.absolutePath("Package.swift")
        if let text = try? String(contentsOfFile: manifest, encoding: .utf8),
            let target = PackageManifestScan.firstTarget(in: text)
        {
            module = target
            output = Spec.defaultOutput(module: target)
            tests = Spec.defaultTests(module: target)
        }
        if !SwiftIdentifier.isIdentifier(module) { module = "App" }
        let scenes = [scene] + missingTargets(of: scene, existing: [])
        let spec = Spec(
            module: module, output: output, tests: tests, scenes: scenes, directory: context.currentDirectory)
        try check(LoadedSpec(spec: spec, diagnostics: []), in: context)
        for added in scenes.dropFirst() { noteCreated(added.name, by: scene.name, in: context) }
        return try generate(LoadedSpec(spec: spec, diagnostics: []), scenes: scenes.map(\.name), in: context)
    }

    private func generate(
        _ spec: LoadedSpec, scenes: [String], in context: CommandContext, writeAlso: () throws -> Void = {}
    ) throws -> ExitCode {
        let project = try ProjectGenerator(loaded: spec, options: options.resolved(in: context))
        context.report(project.diagnostics.filter { $0.severity == .warning })
        let files: [GeneratedFile]
        do {
            files = try project.files(only: Set(scenes))
        } catch {
            for source in project.templateSources { context.register(source) }
            throw error
        }
        let scenePaths = Set(files.filter { $0.owner == .user }.map(\.path))
        let plan = project.plan(files, creating: scenePaths)
        return try PlanPrinter(options: options, context: context).finish(plan, with: project, writeAlso: writeAlso)
    }

    /// Why a scene name as typed (`car-details`, `CarDetails`) cannot be one, or nil:
    /// it may hold letters, digits, `-` and `_`, and must start with a letter.
    static func sceneArgumentProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "is not a scene name; give one such as `CarDetails`" }
        let allowed = name.unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") && $0.isASCII
        }
        guard allowed, first.properties.isAlphabetic else {
            return "is not a scene name; use letters and digits, such as `CarDetails` or `car-details`"
        }
        return nil
    }

    /// Validates a spec that holds scenes made from the command line before any
    /// text is edited, with the overrides and the flavor's rules, as the run
    /// will: problems in those scenes (no position: they come from flags) are
    /// usage errors; problems with a position point into the spec on disk.
    private func check(_ spec: LoadedSpec, in context: CommandContext) throws {
        do {
            _ = try ProjectGenerator(loaded: spec, options: options.resolved(in: context))
        } catch let error as DiagnosticError {
            let problems = error.diagnostics.filter { $0.severity == .error }
            if !problems.isEmpty, problems.allSatisfy({ $0.span == nil }) {
                throw UsageError(problems.map(\.message).joined(separator: "\nerror: "))
            }
            throw error
        }
    }

    /// Scenes named by `scene`'s routes that do not exist yet, as empty scenes.
    private func missingTargets(of scene: SceneSpec, existing: [String]) -> [SceneSpec] {
        var seen = Set(existing + [scene.name])
        return scene.routes.compactMap { route in
            guard seen.insert(route.scene).inserted else { return nil }
            return SceneSpec(name: route.scene)
        }
    }

    private func noteCreated(_ name: String, by scene: String, in context: CommandContext) {
        context.printError("note: `\(scene)` routes to `\(name)`, which did not exist: added it as an empty scene\n")
    }
}
