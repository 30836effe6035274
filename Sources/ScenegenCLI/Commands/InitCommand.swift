import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen init [--flavor NAME] [--module NAME]`: writes a starter,
/// commented scenegen.yml in the current folder, never over an existing one,
/// and beside it the spec's JSON Schema for editors (scenegen.schema.json,
/// which the spec's first line names).
struct InitCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "init",
        abstract: "Write a starter scenegen.yml in the current folder.",
        discussion: """
            The module defaults to the first target of the Package.swift in the folder, else to the folder's \
            name in UpperCamelCase. An existing scenegen.yml is never overwritten. Beside it goes \
            scenegen.schema.json, the spec's JSON Schema for editors (`scenegen schema` refreshes it), which \
            the spec's first line names for yaml-language-server. In a SwiftPM package it \
            also prints the lines to add to Package.swift (the runtime products per target); for a built-in \
            flavor, the lines that start the app (the first `scenegen new` prints them for its scene).
            """,
        options: [
            .value("flavor", "name", help: "The flavor the spec names (default: terminal)."),
            .value("module", "name", help: "The Swift module of the generated code."),
            .flag(
                "edit-package",
                help: "In a SwiftPM package, add scenegen's runtime to Package.swift and prepare main.swift."),
        ]
    )

    let flavor: String
    let module: String?
    let editsPackage: Bool
    /// Whether `--flavor` was given (a second `--edit-package` run keeps the spec's otherwise).
    let flavorGiven: Bool

    init(arguments: ParsedArguments) throws {
        flavor = arguments.value("flavor") ?? Spec.defaultFlavor
        guard !flavor.isEmpty, !flavor.contains(where: \.isNewline) else {
            throw UsageError(.emptyFlavor, at: arguments.span(ofValue: "flavor"))
        }
        module = arguments.value("module")
        editsPackage = arguments.flag("edit-package")
        flavorGiven = arguments.value("flavor") != nil
    }

    func run(in context: CommandContext) throws -> ExitCode {
        if editsPackage { return try editPackage(in: context) }
        let path = context.absolutePath(CommandContext.defaultSpecPath)
        guard !FileManager.default.fileExists(atPath: path) else {
            throw DiagnosticError.error(
                "`\(CommandContext.defaultSpecPath)` already exists; edit it, or remove it to start again")
        }
        let defaults = ProjectDefaults.of(context)
        let project = try writeSpec(module: self.module ?? defaults.module, defaults: defaults, in: context)
        context.print(PackageSetup.setupText(flavor: project.flavor, module: project.spec.module, in: context))
        if let start = try PackageSetup.firstSceneStart(flavor: project.flavor, target: defaults.target) {
            context.print("\n" + start)
        }
        return .success
    }

    /// Writes the starter spec for `module` and says so; the project it describes.
    func writeSpec(module: String, defaults: ProjectDefaults, in context: CommandContext) throws -> ProjectGenerator {
        // The module and flavor go through the one validation every run uses
        // (a bad `--module` or `--flavor` is a usage error there too).
        var options = GenerationOptions()
        options.module = self.module
        options.flavor = flavor
        let project = try ProjectGenerator(
            loaded: LoadedSpec(spec: Spec(module: module, directory: context.currentDirectory), diagnostics: []),
            options: options)
        let text = StarterSpec.text(
            module: module, flavor: flavor, output: defaults.target == nil ? nil : defaults.output,
            tests: defaults.target == nil ? nil : defaults.tests, schemaModeline: true)
        // The schema first: the spec's first line names it. It is no generated file of
        // the lock (`generate` neither writes nor checks it); `scenegen schema` refreshes it.
        for (name, contents) in [
            (SpecSchema.fileName, SpecSchema.text(for: project.flavor)), (CommandContext.defaultSpecPath, text),
        ] {
            do throws(AtomicFile.Failure) {
                try AtomicFile.write(contents, to: context.absolutePath(name))
            } catch {
                throw DiagnosticError.error(WriteFailure(error.kind, path: name).message)
            }
        }
        context.print(
            "created \(CommandContext.defaultSpecPath) for module `\(module)`; add a scene with `scenegen new <Scene>`\n"
                + "created \(SpecSchema.fileName), its JSON Schema for editors (`scenegen schema` refreshes it)\n"
        )
        return project
    }
}
