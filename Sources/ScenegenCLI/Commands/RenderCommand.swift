import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec
import TemplateEngine
import YAMLLite

/// `scenegen render TEMPLATE [--context FILE] [--templates DIR] [--flavor NAME] [--strict] [--trim-blocks | --trim MODE]
/// [--param KEY=VALUE ...] [--header OWNER]`:
/// renders one template to standard output, exactly (no newline of its own);
/// with `--header`, as `generate` writes the file.
struct RenderCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "render",
        abstract: "Render one template with a JSON or YAML context to standard output.",
        discussion: """
            The template author's tool: prints the rendering and nothing else. Includes and \
            parents (`extends`) are looked up in --templates DIR, by default the template's own folder; \
            with --flavor, in --templates DIR and then the flavor's templates and those of the flavors it \
            extends, as `generate` looks them up. \
            With a context from `scenegen dump --context` and --header, prints the file `generate` writes.
            """,
        positionals: [PositionalSpec("template", help: "The template file to render.")],
        options: [
            .value(
                "context", "file",
                help: "A JSON or YAML (.yml/.yaml) file holding the context; `-` reads JSON from standard input."),
            .value(
                "templates", "dir", help: "The folder includes and extends look in (default: the template's folder)."),
            .value(
                "flavor", "name",
                help: "Look includes up in this flavor (a built-in name or a folder) and the ones it extends."),
            .flag("strict", help: "Make an undefined variable an error instead of empty text."),
            .flag(
                "trim-blocks",
                help: "Drop lines that hold only tags or comments, as the built-in flavors do."),
            .value(
                "trim", "mode",
                help: "How text around tags is trimmed: nothing (Stencil's default), smart (StencilSwiftKit's and "
                    + "SwiftGen's), all, lines (same as --trim-blocks), or LEADING/TRAILING (see docs)."),
            .repeating(
                "param", "key=value",
                help: "Add `key` to the context's `param` dictionary, as StencilSwiftKit's parameters "
                    + "(`a.b=c` nests, a repeated key makes a list, `key` alone is true)."),
            .value(
                "header", "owner",
                help: "Print the context's `header.generated` or `header.user` first and end with one line break, "
                    + "as `generate` writes a file of that owner."),
        ]
    )

    let templatePath: String
    let contextPath: String?
    let templatesDirectory: String?
    /// `--flavor`: a built-in name or a flavor folder, whose lineage includes resolve in.
    let flavorName: String?
    let options: TemplateOptions
    /// `--param` values, as the context's `param` dictionary; nil when none are given.
    let parameters: TemplateValue?
    /// `--header`: `generated` or `user`.
    let headerOwner: String?

    init(arguments: ParsedArguments) throws {
        guard let path = arguments.positional(0) else { throw UsageError(.missingTemplate) }
        templatePath = path
        contextPath = arguments.value("context")
        templatesDirectory = arguments.value("templates")
        flavorName = arguments.value("flavor")
        var options = TemplateOptions(trimBlocks: arguments.flag("trim-blocks"), strict: arguments.flag("strict"))
        if let name = arguments.value("trim") {
            guard let mode = TemplateTrimMode(name: name) else {
                throw UsageError(.unknownTrimMode(name), at: arguments.span(ofValue: "trim"))
            }
            guard !arguments.flag("trim-blocks") || mode == .lines else {
                throw UsageError(.twoTrimModes, at: arguments.span(ofFlag: "trim-blocks"))
            }
            options.trim = mode
        }
        self.options = options
        parameters = try StencilParameters(arguments.all("param")).value
        headerOwner = arguments.value("header")
        if let headerOwner, headerOwner != "generated", headerOwner != "user" {
            throw UsageError(.unknownHeaderOwner(headerOwner), at: arguments.span(ofValue: "header"))
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        var values = try loadContext(in: context)
        if let parameters { values["param"] = parameters }
        let source = try context.readSource(templatePath)
        let folder = templatesDirectory ?? (templatePath.contains("/") ? PathText.directory(of: templatePath) : "")
        // An empty folder keeps diagnostics' paths as short as the template's own: `part.stencil`.
        var loader: any TemplateLoader = FileSystemTemplateLoader(
            directory: folder, baseDirectory: context.currentDirectory)
        if let flavorName {
            // As `generate` resolves them: the flavor's own templates, then each parent's.
            let flavor = try FlavorLoader.flavor(
                named: flavorName, folder: context.absolutePath(flavorName), isPath: Spec.isPath(flavorName))
            loader = ChainedTemplateLoader((templatesDirectory == nil ? [] : [loader]) + [flavor.loader])
        }
        let environment = TemplateEnvironment(loader: loader, options: options)
        do {
            let template = try environment.template(source: source)
            let rendering = try template.render(values)
            guard let headerOwner else {
                context.print(rendering)
                return .success
            }
            guard case .dictionary(let headers)? = values["header"], case .string(let header)? = headers[headerOwner]
            else {
                throw DiagnosticError.error(
                    "the context has no `header.\(headerOwner)` for `--header`; "
                        + "make the context with `scenegen dump --context`, or leave out `--header`")
            }
            // An empty rendering makes no file: nothing to print.
            let body = GeneratedFile.body(of: rendering)
            context.print(body.isEmpty ? "" : header + body)
            return .success
        } catch {
            for file in environment.loadedSources { context.register(file) }
            throw error
        }
    }

    /// The context file as template values; JSON now, YAML-lite once that parser is on main.
    private func loadContext(in context: CommandContext) throws -> [String: TemplateValue] {
        guard let contextPath else { return [:] }
        let lowered = contextPath.lowercased()
        let file = try context.readSource(contextPath)
        let json: JSONValue
        let kind: String
        if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") {
            // YAML-lite reads every scalar as a string, as PyYAML's BaseLoader does.
            json = try YAMLParser.parse(file)?.jsonValue ?? .null
            kind = "YAML mapping (`key: value` lines)"
        } else {
            json = try JSONParser.parse(file)
            kind = "JSON object (`{ … }`)"
        }
        guard let values = TemplateValue.context(json: json) else {
            throw DiagnosticError.error(
                "the context must be a \(kind) whose keys become the template's variables",
                at: SourceSpan(path: file.path, line: 1, column: 1))
        }
        return values
    }
}
