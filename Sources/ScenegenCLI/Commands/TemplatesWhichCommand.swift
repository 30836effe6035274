import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen templates which [FILE] [--spec FILE] [--templates DIR] [--flavor NAME]`:
/// where each template of the run resolves from, and which file it makes.
struct TemplatesWhichCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "templates which",
        abstract: "Show where each template resolves from and which file it makes.",
        discussion: """
            Templates are looked up per file: the `--templates` folder, then the spec's `templates:` \
            folder for the run's flavor, then the flavor (built in, or a folder). Give a template name \
            or a generated file's path to see only that one.
            """,
        positionals: [
            PositionalSpec(
                "file", help: "A template (`ViewModel.swift.stencil`) or a file it makes.", isOptional: true)
        ],
        options: [
            .value("spec", "file", help: "The spec to read (default: scenegen.yml here, if any).")
        ] + SpecOptions.specs
    )

    let file: String?
    let specPath: String?
    let specOptions: SpecOptions

    init(arguments: ParsedArguments) throws {
        file = arguments.positional(0)
        specPath = arguments.value("spec")
        specOptions = SpecOptions(arguments)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let hasSpec =
            specPath != nil
            || FileManager.default.fileExists(atPath: context.absolutePath(CommandContext.defaultSpecPath))
        // With no spec, the one `init` would write: the folder's defaults and no scene.
        let loaded =
            hasSpec
            ? try context.loadSpec(at: specPath)
            : LoadedSpec(
                spec: Spec(
                    module: ProjectDefaults.of(context).module, output: ProjectDefaults.of(context).output,
                    tests: ProjectDefaults.of(context).tests, directory: context.currentDirectory),
                diagnostics: [])
        let project = try ProjectGenerator(loaded: loaded, options: specOptions.generation(in: context))
        // The folders in lookup order, as the user wrote them; the spec's is its run flavor's.
        var folders: [(shown: String, absolute: String, role: String)] = []
        if let templates = specOptions.templates {
            folders.append((templates, context.absolutePath(templates), "--templates"))
        }
        if let specTemplates = project.specTemplates {
            folders.append((specTemplates.written, specTemplates.absolute, "spec templates"))
        }
        var made: [String: [String]] = [:]
        if hasSpec, let files = try? project.files() {
            for generated in files { made[generated.template, default: []].append(generated.path) }
        }
        var rows: [[String]] = []
        for rule in project.flavor.manifest.files {
            let paths = made[rule.template] ?? []
            if let file, file != rule.template, !paths.contains(where: { $0 == file || $0.hasSuffix("/" + file) }) {
                continue
            }
            var from = flavorSource(of: rule.template, in: project.flavor)
            for folder in folders {
                var isFolder: ObjCBool = false
                let candidate = PathText.join(folder.absolute, rule.template)
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
                    from = "\(folder.role): " + PathText.join(folder.shown, rule.template)
                    break
                }
            }
            let makes = paths.isEmpty ? pattern(rule.path, spec: project.spec) : paths.joined(separator: ", ")
            rows.append([rule.template, from, "\(rule.owner.rawValue): \(makes)"])
        }
        guard !rows.isEmpty else {
            let name = file ?? ""
            let known = project.flavor.manifest.files.map(\.template) + made.values.joined()
            let suggestion = NameSuggestion.closest(
                to: name, among: name.contains("/") ? known : known.map(PathText.lastComponent(of:)))
            throw DiagnosticError.error(
                "no template of the flavor is or makes `\(name)`; "
                    + (suggestion.map { "did you mean `\($0)`?" } ?? "`scenegen templates which` lists them all"))
        }
        let width = rows.map { $0[0].count }.max() ?? 0
        for row in rows {
            context.print(row[0].padding(toLength: width + 2, withPad: " ", startingAt: 0) + row[1] + "\n")
            context.print(String(repeating: " ", count: width + 2) + "-> " + row[2] + "\n")
        }
        return .success
    }

    /// Which flavor of the lineage holds `template` (the nearest that has it), and its file:
    /// `built-in flavor `terminal`: builtin:terminal/X`, or a parent's, named as the one it extends.
    private func flavorSource(of template: String, in flavor: Flavor) -> String {
        let layer = flavor.layer(holding: template) ?? flavor.lineage[0]
        let kind = layer.isBuiltIn ? "built-in flavor `\(layer.name)`" : "flavor folder"
        let through = layer.name == flavor.name ? "" : " (extended by `\(flavor.name)`)"
        let path = layer.isBuiltIn ? layer.shownPath(of: template) : PathText.join(layer.name, template)
        return "\(kind)\(through): " + path
    }

    /// The manifest's output path with the spec's folders in and `<Scene>`, `<Model>` for the names.
    private func pattern(_ path: String, spec: Spec) -> String {
        var text = path
        for (variable, value) in [
            ("output", spec.output), ("tests", spec.tests), ("scene.name", "<Scene>"), ("model.name", "<Model>"),
        ] {
            text = text.replacingOccurrences(of: "{{ \(variable) }}", with: value)
        }
        return text
    }
}
