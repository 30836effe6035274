import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen schema [--flavor NAME] [--spec FILE]`: the JSON Schema of
/// scenegen.yml under a flavor, for editors (docs/spec.md, "Editor support").
struct SchemaCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "schema",
        abstract: "Print the JSON Schema of scenegen.yml for a flavor, for editors.",
        discussion: """
            The schema (JSON Schema draft 2020-12) has every key of the spec with its description, the \
            shorthand forms, the name rules and the flavor's options with their values and defaults. The \
            flavor is `--flavor`, else the spec's `flavor:` (when there is a spec), else terminal. Only the \
            spec's `flavor:` is read, so a spec with errors still gets its schema. `scenegen init` writes it \
            to scenegen.schema.json; `scenegen schema > scenegen.schema.json` refreshes that file.
            """,
        options: [
            .value("spec", "file", help: "The spec whose flavor to use (default: scenegen.yml here, if any)."),
            .value("flavor", "name", help: "A built-in flavor or a template folder, instead of the spec's."),
        ]
    )

    let specPath: String?
    let flavor: String?

    init(arguments: ParsedArguments) throws {
        specPath = arguments.value("spec")
        flavor = arguments.value("flavor")
        if let flavor, flavor.isEmpty || flavor.contains(where: \.isNewline) {
            throw UsageError(.emptyFlavor, at: arguments.span(ofValue: "flavor"))
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        context.print(SpecSchema.text(for: try loadFlavor(in: context)))
        return .success
    }

    /// `--flavor` (against the current folder), else the spec's (against its folder), else the default.
    private func loadFlavor(in context: CommandContext) throws -> Flavor {
        if let flavor {
            let probe = Spec(module: "", flavor: flavor, directory: context.currentDirectory)
            do {
                return try FlavorLoader.flavor(
                    named: flavor, folder: probe.resolve(flavor), isPath: probe.flavorIsPath)
            } catch {
                // A bad manifest is the flavor's problem; an unknown name the flag's.
                if error.diagnostics.contains(where: { $0.span?.path.hasSuffix(FlavorLoader.manifestName) ?? false }) {
                    throw error
                }
                throw CommandLineValueError(error.diagnostics.map { .error("`--flavor \(flavor)`: " + $0.message) })
            }
        }
        let hasSpec =
            specPath != nil
            || FileManager.default.fileExists(atPath: context.absolutePath(CommandContext.defaultSpecPath))
        guard hasSpec else { return try FlavorLoader.builtIn(named: Spec.defaultFlavor) }
        let spec = try context.loadSpec(at: specPath).spec
        return try FlavorLoader.flavor(
            named: spec.flavor, folder: spec.resolve(spec.flavor), isPath: spec.flavorIsPath, at: spec.spans.flavor)
    }
}
