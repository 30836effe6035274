import ScenegenCore
import ScenegenKit
import ScenegenSpec
import YAMLLite

/// `scenegen dump [<file>] [--raw] [--spec <file>] [--context <scope>]`: with
/// `--raw`, how the YAML-lite parser reads a file, as JSON; with `--context`,
/// what one scene's (or the project's, a model's, a service's) templates
/// receive; otherwise the resolved spec.
struct DumpCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "dump",
        abstract: "Print the resolved spec, a template's context or a YAML tree as JSON.",
        discussion: """
            With --context, prints the exact JSON the templates of a scene (`--context CarList`), of the project \
            (`--context project`), of a model (`model:Car`) or of a service (`service:CarCatalog`) receive: \
            `scenegen render TEMPLATE --context FILE --header OWNER` with it and the flavor's trim mode makes the \
            file `generate` writes. \
            With --raw, every scalar is a JSON string, key order is kept and an empty document prints `null`. \
            With --raw --batch, the paths of many files are read from standard input, one a line, and each \
            prints one line: its compact JSON, or `error ` and the first diagnostic (for test scripts).
            """,
        positionals: [
            PositionalSpec("file", help: "The YAML file to read (`-` for standard input).", isOptional: true)
        ],
        options: [
            .flag("raw", help: "Print the YAML-lite tree as parsed, before any spec checking."),
            .flag("spans", help: "With --raw: print every node with its span (`line:column-line:column`)."),
            .flag("batch", help: "With --raw: read file paths from standard input and print one line per file."),
            .value("spec", "file", help: "The spec file to read (default: scenegen.yml)."),
            .value(
                "context", "scope",
                help: "Print the context of `project`, a scene, `model:<Name>` or `service:<Name>` instead."),
        ] + SpecOptions.specs
    )

    let files: [String]
    let raw: Bool
    let batch: Bool
    let spans: Bool
    let specOptions: SpecOptions
    /// `--context`'s scope as written.
    let contextScope: String?

    init(arguments: ParsedArguments) throws {
        specOptions = SpecOptions(arguments)
        contextScope = arguments.value("context")
        raw = arguments.flag("raw")
        batch = arguments.flag("batch")
        spans = arguments.flag("spans")
        var files = arguments.positionals
        if let spec = arguments.value("spec") {
            guard files.isEmpty else {
                throw UsageError(.fileGivenTwice, at: arguments.span(ofValue: "spec"))
            }
            files = [spec]
        }
        if contextScope != nil && raw {
            throw UsageError(.contextWithRaw, at: arguments.span(ofFlag: "raw"))
        }
        if batch && !raw { throw UsageError(.needsRaw("--batch"), at: arguments.span(ofFlag: "batch")) }
        if spans && !raw { throw UsageError(.needsRaw("--spans"), at: arguments.span(ofFlag: "spans")) }
        if batch && !files.isEmpty {
            throw UsageError(.batchWithFile, at: arguments.span(ofPositional: 0))
        }
        if files.isEmpty && !batch { files = ["scenegen.yml"] }
        self.files = files
    }

    private func json(_ node: YAMLNode) -> JSONValue {
        spans ? node.jsonValueWithSpans : node.jsonValue
    }

    func run(in context: CommandContext) throws -> ExitCode {
        guard raw else {
            // The resolved spec: defaults filled in, checked; notes stay quiet
            // so the output is JSON only.
            let loaded = try context.loadSpec(at: files.first == CommandContext.defaultSpecPath ? nil : files.first)
            let project = try ProjectGenerator(loaded: loaded, options: specOptions.generation(in: context))
            if let contextScope {
                let value: JSONValue
                do {
                    value = try project.context(ContextScope.named(contextScope, in: project.spec))
                } catch {
                    for source in project.templateSources { context.register(source) }
                    throw error
                }
                context.print(JSONWriter.write(value, pretty: true) + "\n")
                return .success
            }
            context.print(JSONWriter.write(project.spec.jsonValue, pretty: true) + "\n")
            return .success
        }
        guard batch else {
            let file = try context.readSource(files[0])
            let value = try YAMLParser.parse(file).map(json) ?? .null
            context.print(JSONWriter.write(value, pretty: true) + "\n")
            return .success
        }
        var status = ExitCode.success
        let paths = (context.readStandardInput() ?? "").split(whereSeparator: \.isNewline).map(String.init)
        for path in paths {
            do {
                let file = try context.readSource(path)
                let value = try YAMLParser.parse(file).map(json) ?? .null
                context.print(JSONWriter.write(value, pretty: false) + "\n")
            } catch let error as any DiagnosticConvertible {
                let first = error.diagnostics.first
                let text = first.map(\.description) ?? "unknown error"
                context.print("error " + text.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n")
                status = .failure
            }
        }
        return status
    }
}
