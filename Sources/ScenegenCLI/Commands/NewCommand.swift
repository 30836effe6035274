import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen new <Scene> [--field name:Type]... [--input name:Type]...
/// [--action name[:Type]]... [--route Scene]... [--uses Service]... [common options]`: adds one
/// scene and writes its files.
///
/// With a scenegen.yml (here, or `--spec`), the scene is added to it, keeping
/// its comments and layout, and only that scene is generated. Without one,
/// the defaults apply: in a SwiftPM package `Sources/<first target>/Scenes`
/// and `Tests/<first target>Tests`, elsewhere the current folder. A route to a
/// scene that does not exist yet creates that scene too, empty (one edit from a
/// scene that exists, it is a typo: an error with the suggestion).
struct NewCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "new",
        abstract: "Add a scene and write its files.",
        discussion: """
            `new car-details`, `new car_details` and `new CarDetailsViewController` mean `CarDetails`. \
            With a scenegen.yml, the scene is added to it (comments and layout kept); without one, a \
            scenegen.yml holding the scene is written, so `scenegen generate` works next. On a scene \
            that exists, the given members are added to it (one it has already is an error); its \
            files that you did not edit are updated, and those you edited are merged as `scenegen \
            update` merges them. A user-owned file of a new scene that already exists and differs is \
            a conflict: nothing is written unless you pass `--force`.
            """,
        positionals: [PositionalSpec("scene", help: "The scene's name, such as `CarDetails` or `car-details`.")],
        options: [
            .repeating("field", "name:Type", help: "Something the screen shows: a ViewModel output."),
            .repeating("input", "name:Type", help: "Data the Builder injects, such as `carID:String`."),
            .repeating(
                "action", "name[:Type]",
                help:
                    "A user intent: a ViewModel input and a key (`limit:Int` carries a value, "
                    + "`select:cars` a chosen row of `cars`)."),
            .repeating("route", "scene", help: "A scene this one can navigate to."),
            .repeating(
                "uses", "service",
                help: "A service of the spec's `services:` that the ViewModel gets through the Builder."),
            .value("spec", "file", help: "The spec to add the scene to (default: scenegen.yml here, if any)."),
        ] + CommonOptions.specs
    )

    let arguments: SceneArguments
    /// The command line as parsed, for where each value was.
    let parsed: ParsedArguments
    let specPath: String?
    let options: CommonOptions

    init(arguments: ParsedArguments) throws {
        guard let name = arguments.positional(0) else { throw UsageError(.missingArgument("scene")) }
        parsed = arguments
        self.arguments = SceneArguments(
            name: name, fields: arguments.all("field"), inputs: arguments.all("input"),
            actions: arguments.all("action"),
            routes: arguments.all("route"), uses: arguments.all("uses"))
        specPath = arguments.value("spec")
        options = try CommonOptions(arguments)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        // Names are checked as typed: normalising `../Evil` first would hide what was wrong.
        if let problem = Self.sceneNameProblem(arguments.name) {
            throw UsageError(
                .invalidSceneName(arguments.name, option: nil, reason: problem), at: parsed.span(ofPositional: 0))
        }
        for route in arguments.routes {
            if let problem = Self.sceneNameProblem(route) {
                throw UsageError(
                    .invalidSceneName(route, option: "--route", reason: problem),
                    at: parsed.span(ofValue: "route", route))
            }
        }
        for (option, values) in [
            ("field", arguments.fields), ("input", arguments.inputs), ("action", arguments.actions),
        ] {
            for value in values where value.hasPrefix(":") || value.isEmpty {
                throw UsageError(
                    .memberWithoutName(option: "--" + option, value: value), at: parsed.span(ofValue: option, value))
            }
        }
        var scene: SceneSpec
        do {
            scene = try arguments.scene()
        } catch {
            // A malformed `--field`/`--input`/`--action` value is bad usage, as in swift-argument-parser.
            throw UsageError(all: error.diagnostics.map { UsageError(.invalidScene($0.message)) })
        }
        scene = SceneNameSuffix.stripped(locatingMembers(of: scene), in: context)
        let specExists =
            specPath != nil
            || FileManager.default.fileExists(atPath: context.absolutePath(CommandContext.defaultSpecPath))
        return specExists ? try addToSpec(scene, in: context) : try createSpec(with: scene, in: context)
    }

    /// Adds `scene` to the spec file (or, when it exists, the members given to it; an
    /// empty scene a route made is filled), and the scenes its routes name that do not
    /// exist yet; then generates them, the spec written with the files.
    private func addToSpec(_ scene: SceneSpec, in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadSpec(at: specPath)
        let shown = specPath ?? CommandContext.defaultSpecPath
        // The text `loadSpec` read, not a second read of the file.
        let file =
            try context.registeredText(shown).map { SourceFile(path: shown, text: $0) } ?? context.readSource(shown)
        var candidate = loaded.spec
        var text = file.text
        var added: [SceneSpec] = []
        var members: SceneSpec?
        let existing = candidate.scenes.firstIndex { $0.name == scene.name }
        if let existing {
            let current = candidate.scenes[existing]
            try Self.checkDuplicates(of: scene, in: current)
            candidate.scenes[existing] = Self.merging(scene, into: current)
            if Self.hasMembers(scene) { members = scene }
        } else {
            added.append(scene)
        }
        added += try missingTargets(of: scene, existing: candidate.scenes.map(\.name))
        candidate.scenes += added
        let project = try judgedOnce(
            candidate: LoadedSpec(spec: candidate, diagnostics: loaded.diagnostics), original: file, in: context
        ) { () throws in
            // One edit of the text as read: the members and every new scene at once.
            if members != nil || !added.isEmpty {
                text = try SpecEditor.edit(file, addingMembers: members, addingScenes: added)
            }
            return SourceFile(path: shown, text: text)
        }
        for target in added where target.name != scene.name { noteCreated(target.name, by: scene.name, in: context) }
        let specFile =
            text == file.text ? nil : PlanWriter.ExtraFile(path: PathText.lastComponent(of: shown), contents: text)
        return try generate(
            project, filling: existing == nil ? nil : scene.name, creating: added.map(\.name), specFile: specFile,
            firstScene: loaded.spec.scenes.isEmpty, in: context)
    }

    /// With no spec: writes a scenegen.yml holding `scene` (and the scenes its routes
    /// name) with the project's defaults, so `generate` works next, and generates them.
    private func createSpec(with scene: SceneSpec, in context: CommandContext) throws -> ExitCode {
        let defaults = ProjectDefaults.of(context)
        let generation = options.generation
        let module = generation.module ?? defaults.module
        let scenes = try [scene] + missingTargets(of: scene, existing: [])
        let candidate = Spec(
            module: module, output: generation.output ?? defaults.output, tests: generation.tests ?? defaults.tests,
            scenes: scenes, directory: context.currentDirectory)
        var text = ""
        let shown = CommandContext.defaultSpecPath
        let project = try judgedOnce(
            candidate: LoadedSpec(spec: candidate, diagnostics: []), original: nil, in: context
        ) { () throws in
            text = StarterSpec.text(
                module: module, flavor: generation.flavor ?? Spec.defaultFlavor,
                output: generation.output ?? defaults.output, tests: generation.tests ?? defaults.tests)
            if let templates = options.resolved(in: context).templatesAsWritten {
                // `--templates` goes into the spec too, so that `generate` makes the same files.
                text = text.replacingOccurrences(
                    of: "# templates: Templates   ", with: "templates: \(SpecEditor.yamlScalar(templates))")
            }
            text = try SpecEditor.edit(SourceFile(path: shown, text: text), addingScenes: scenes)
            return SourceFile(path: shown, text: text)
        }
        for added in scenes.dropFirst() { noteCreated(added.name, by: scene.name, in: context) }
        if !options.check && !options.dryRun {
            context.printError(
                "note: no `\(shown)` here: writing one for module `\(module)` that holds "
                    + "\(scenes.map { "`\($0.name)`" }.joined(separator: " and ")), so `scenegen generate` works next\n"
            )
        }
        return try generate(
            project, filling: nil, creating: scenes.map(\.name),
            specFile: PlanWriter.ExtraFile(path: shown, contents: text), firstScene: true, writesSpec: true,
            in: context)
    }

    /// The project of the spec `edit` writes (the text with the new scenes), loaded
    /// and judged once. Only when that fails is `candidate` (the spec on disk with the
    /// scenes added as values) judged, so the problems are those of the spec as the
    /// user wrote it: positions into `original`, and a flag's problem a usage error.
    private func judgedOnce(
        candidate: LoadedSpec, original: SourceFile?, in context: CommandContext, edit: () throws -> SourceFile
    ) throws -> ProjectGenerator {
        var edited: SourceFile?
        do {
            let file = try edit()
            edited = context.register(file)
            return try ProjectGenerator(
                loaded: try SpecLoader.read(file, directory: candidate.spec.directory),
                options: options.resolved(in: context))
        } catch {
            if edited != nil, let original { context.register(original) }
            try check(candidate, in: context)
            if let edited { context.register(edited) }
            throw error
        }
    }

    /// Generates the scenes `creating` (new: their user-owned files conflict when they
    /// exist and differ) and `filling` (in the spec already: its user-owned files are
    /// updated when untouched since scenegen wrote them and merged three ways when edited).
    /// After the first scene it prints how to start the app, and `writesSpec` (no spec
    /// before) what Package.swift needs, as `init` does.
    private func generate(
        _ project: ProjectGenerator, filling: String?, creating: [String], specFile: PlanWriter.ExtraFile?,
        firstScene: Bool, writesSpec: Bool = false, in context: CommandContext
    ) throws -> ExitCode {
        // The warnings and notes `validate` gives (a type that may be a typo), before the plan.
        context.report(project.diagnostics.filter { $0.severity != .error })
        let pipeline = try context.pipeline(for: project)
        let run = try context.planning(project) { () throws(DiagnosticError) in
            try pipeline.newPlan(filling: filling, creating: creating)
        }
        let status = try PlanPrinter(options: options, context: context).finish(
            run, with: pipeline, extra: specFile.map { [$0] } ?? [])
        // `init --edit-package` left a placeholder where the app starts: the first scene's line goes there.
        if status == .success, firstScene, !options.check, !options.dryRun, let root = project.spec.scenes.first,
            try PackageSetup.fillStartFile(on: root, spec: project.spec, flavor: project.flavor, in: context)
        {
            return status
        }
        if status == .success, firstScene, !options.check, !options.quiet, let root = project.spec.scenes.first {
            if writesSpec {
                // This run wrote the spec, as `init` does: it says what `init` says.
                let setup = PackageSetup.setupText(flavor: project.flavor, module: project.spec.module, in: context)
                if !setup.isEmpty { context.print(setup + "\n") }
            }
            try PackageSetup.noteStart(on: root, spec: project.spec, flavor: project.flavor, in: context)
        }
        return status
    }

    private static func hasMembers(_ scene: SceneSpec) -> Bool {
        !(scene.fields.isEmpty && scene.inputs.isEmpty && scene.actions.isEmpty && scene.routes.isEmpty
            && scene.uses.isEmpty)
    }

    /// `current` with the members of `added` after its own.
    private static func merging(_ added: SceneSpec, into current: SceneSpec) -> SceneSpec {
        var scene = current
        scene.fields += added.fields
        scene.inputs += added.inputs
        scene.actions += added.actions
        scene.routes += added.routes
        scene.uses += added.uses
        return scene
    }

    /// A member the command line adds that the scene has already is an error at the one in the spec.
    private static func checkDuplicates(of added: SceneSpec, in current: SceneSpec) throws(DiagnosticError) {
        var problems: [Diagnostic] = []
        let properties = current.fields.map { ("field", $0) } + current.inputs.map { ("input", $0) }
        for (flag, property) in added.fields.map({ ("field", $0) }) + added.inputs.map({ ("input", $0) }) {
            if let (kind, existing) = properties.first(where: { $0.1.name == property.name }) {
                problems.append(
                    .error(
                        "`--\(flag) \(ShellWord.quoted("\(property.name):\(property.type.canonical)"))`: scene `\(current.name)` already has "
                            + "the \(kind) `\(property.name)`", at: existing.nameSpan))
            }
        }
        for action in added.actions {
            if let existing = current.actions.first(where: { $0.name == action.name }) {
                problems.append(
                    .error(
                        "`--action \(action.name)`: scene `\(current.name)` already has the action `\(action.name)`",
                        at: existing.nameSpan))
            }
        }
        for route in added.routes {
            if let existing = current.routes.first(where: { $0.scene == route.scene }) {
                problems.append(
                    .error(
                        "`--route \(route.scene)`: scene `\(current.name)` already routes to `\(route.scene)`",
                        at: existing.span))
            }
        }
        for use in added.uses {
            if let existing = current.uses.first(where: { $0.service == use.service }) {
                problems.append(
                    .error(
                        "`--uses \(use.service)`: scene `\(current.name)` already uses `\(use.service)`",
                        at: existing.span))
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }

    /// Why a scene name as typed (`car-details`, `CarDetails`) cannot be one, or nil:
    /// it may hold letters, digits, `-` and `_`, and must start with a letter.
    static func sceneNameProblem(_ name: String) -> UsageError.SceneNameProblem? {
        guard let first = name.unicodeScalars.first else { return .empty }
        let allowed = name.unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") && $0.isASCII
        }
        guard allowed, first.properties.isAlphabetic else { return .notAName }
        return nil
    }

    /// Validates a spec that holds scenes made from the command line as values
    /// (no text edited), with the overrides and the flavor's rules, as the run
    /// does: problems in those scenes (no position: they come from flags) are
    /// usage errors; problems with a position point into the spec on disk.
    private func check(_ spec: LoadedSpec, in context: CommandContext) throws {
        // The scenes typed on the command line are judged as the spec file will read them:
        // `--action select:cars` chooses a row of `cars`, as `select: cars` does in the file.
        var spec = spec
        spec.spec.scenes = spec.spec.scenes.map { ListSelection.resolved($0, models: spec.spec.models) }
        do {
            _ = try ProjectGenerator(loaded: spec, options: options.resolved(in: context))
        } catch let error as DiagnosticError {
            let problems = error.diagnostics.filter { $0.severity == .error }
            if !problems.isEmpty, problems.allSatisfy({ $0.span == nil || Self.isCommandLine($0.span) }) {
                throw UsageError(
                    all: problems.map { UsageError(.invalidScene($0.message), at: Self.argumentSpan($0.span)) })
            }
            // Problems in the file too: those of typed members are shown without a place in a file.
            throw DiagnosticError(
                error.diagnostics.map { problem in
                    var problem = problem
                    if Self.isCommandLine(problem.span) { problem.span = nil }
                    problem.notes = problem.notes.filter { !Self.isCommandLine($0.span) }
                    return problem
                })
        }
    }

    /// The path of the spans `locatingMembers` gives: line and column name an argument and
    /// the offset in it, not a place in a file.
    private static let commandLinePath = "<command line>"

    /// `scene` with each member typed as `--field`, `--input`, `--action` or `--route` spanning
    /// its argument, so a problem the spec's checks find in it points there (`argumentSpan`).
    private func locatingMembers(of scene: SceneSpec) -> SceneSpec {
        var scene = scene
        func span(_ option: String, _ value: String) -> SourceSpan? {
            parsed.span(ofValue: option, value).map {
                SourceSpan(path: Self.commandLinePath, line: $0.index + 1, column: $0.start + 1)
            }
        }
        for (index, value) in zip(scene.fields.indices, arguments.fields) {
            scene.fields[index].nameSpan = span("field", value)
        }
        for (index, value) in zip(scene.inputs.indices, arguments.inputs) {
            scene.inputs[index].nameSpan = span("input", value)
        }
        for (index, value) in zip(scene.actions.indices, arguments.actions) {
            scene.actions[index].nameSpan = span("action", value)
        }
        for (index, value) in zip(scene.routes.indices, arguments.routes) {
            scene.routes[index].span = span("route", value)
        }
        return scene
    }

    private static func isCommandLine(_ span: SourceSpan?) -> Bool { span?.path == commandLinePath }

    /// The argument a `locatingMembers` span names; nil for any other span.
    private static func argumentSpan(_ span: SourceSpan?) -> ArgumentSpan? {
        guard let span, isCommandLine(span) else { return nil }
        return ArgumentSpan(index: span.start.line - 1, start: span.start.column - 1)
    }

    /// Scenes named by `scene`'s routes that do not exist yet, as empty scenes. A route one
    /// edit from a scene that exists (`--route Setting` beside `Settings`) is a typo, not a new
    /// scene: a usage error with the suggestion, before anything is written.
    private func missingTargets(of scene: SceneSpec, existing: [String]) throws(UsageError) -> [SceneSpec] {
        let known = existing + [scene.name]
        var seen = Set(known)
        var typos: [UsageError] = []
        let targets = scene.routes.compactMap { route -> SceneSpec? in
            guard seen.insert(route.scene).inserted else { return nil }
            if let meant = SpecNames.sceneTypo(route.scene, among: known) {
                typos.append(
                    UsageError(.routeTypo(route.scene, meant: meant), at: parsed.span(ofValue: "route", route.scene)))
                return nil
            }
            return SceneSpec(name: route.scene)
        }
        if !typos.isEmpty { throw UsageError(all: typos) }
        return targets
    }

    private func noteCreated(_ name: String, by scene: String, in context: CommandContext) {
        context.printError("note: `\(scene)` routes to `\(name)`, which did not exist: added it as an empty scene\n")
    }
}
