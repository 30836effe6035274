import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen validate [--spec FILE]`: checks the spec and prints every
/// problem at once (errors, warnings, notes); exits 1 when any is an error.
struct ValidateCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "validate",
        abstract: "Check the spec and its templates; print every problem at once.",
        discussion: """
            Reads the spec, resolves its flavor and template overrides, parses every template and renders \
            every file in memory (nothing is written). Prints each error, warning and note with its file, \
            line and column, and exits 1 when any is an error. A file that `update` left with conflict \
            markers, still holding them, is an error at its first marker. On success prints one summary line.
            """,
        options: [
            .value("spec", "file", help: "The spec file to check (default: scenegen.yml)."),
            .flag(
                "swift",
                help: "Also parse every Swift file it renders with `swiftc -parse`, and report each syntax error "
                    + "at the template line that made it."),
        ] + SpecOptions.specs
    )

    let specPath: String?
    let specOptions: SpecOptions
    let checksSwift: Bool

    init(arguments: ParsedArguments) throws {
        specPath = arguments.value("spec")
        specOptions = SpecOptions(arguments)
        checksSwift = arguments.flag("swift")
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let project = try ProjectGenerator(
            loaded: context.loadSpec(at: specPath), options: specOptions.generation(in: context))
        let loaded = LoadedSpec(spec: project.spec, diagnostics: project.diagnostics)
        let files: [GeneratedFile]
        do {
            try project.checkTemplates()
            files = try project.files()
            if checksSwift { try SwiftSyntaxCheck(project: project).run(in: context) }
        } catch {
            for source in project.templateSources { context.register(source) }
            context.report(loaded.diagnostics)
            throw error
        }
        // Validation plans nothing: another flavor than the lock's is a question, not a switch.
        let pipeline = try context.pipeline(for: project, checkingFlavor: false)
        let folder = PlanPrinter.shownFolder(of: project)
        let unresolved = pipeline.unresolvedConflicts(in: files)
        if !unresolved.isEmpty {
            for conflict in unresolved { context.register(conflict.source(in: folder)) }
            context.report(loaded.diagnostics)
            throw DiagnosticError(unresolved.map { $0.diagnostic(in: folder) })
        }
        context.report(loaded.diagnostics)
        context.print(Self.summary(of: loaded, path: specPath ?? CommandContext.defaultSpecPath) + "\n")
        return .success
    }

    /// `scenegen.yml: 3 scenes, 1 model, 2 services, no errors` (services when there are any), and the count of warnings and notes when there are any.
    static func summary(of loaded: LoadedSpec, path: String) -> String {
        var parts = [count(loaded.spec.scenes.count, "scene"), count(loaded.spec.models.count, "model")]
        if !loaded.spec.services.isEmpty { parts.append(count(loaded.spec.services.count, "service")) }
        parts.append("no errors")
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }.count
        let notes = loaded.diagnostics.filter { $0.severity == .note }.count
        if warnings > 0 { parts.append(count(warnings, "warning")) }
        if notes > 0 { parts.append(count(notes, "note")) }
        return "\(path): " + parts.joined(separator: ", ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
