import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen graph [--spec FILE] [--format mermaid|dot|svg] [--services] [--only Scene]...`:
/// the navigation map of the spec on standard output. The spec is read and
/// validated as `generate` reads it, so a spec `generate` refuses is refused
/// with the same messages; nothing is written.
struct GraphCommand: ScenegenCommand {
    /// The formats `--format` takes, in help order.
    enum Format: String, CaseIterable {
        case mermaid, dot, svg
    }

    static let configuration = CommandConfiguration(
        name: "graph",
        abstract: "Print the navigation map of the spec (Mermaid, DOT or SVG).",
        discussion: """
            Each scene is a box with its name and inputs; each route an arrow to its target, labelled with \
            the inputs the target takes (`carID`). Cycles are drawn, not refused. `mermaid` is a flowchart \
            for Markdown, `dot` a Graphviz digraph, `svg` an image scenegen lays out itself. With --only, \
            the map holds those scenes and the scenes they route to or are routed from. The spec is checked \
            as `generate` checks it; nothing is written.
            """,
        options: [
            .value("spec", "file", help: "The spec to read (default: scenegen.yml in this folder)."),
            .value("format", "format", help: "mermaid (the default), dot or svg."),
            .flag("services", help: "Also show the services each scene uses (dashed `uses` arrows)."),
            .repeating(
                "only", "scene", help: "Show only this scene and its direct route neighbours (repeatable)."),
        ] + SpecOptions.specs
    )

    let specPath: String?
    let format: Format
    let services: Bool
    let only: OnlyOption
    let specOptions: SpecOptions

    init(arguments: ParsedArguments) throws {
        specPath = arguments.value("spec")
        let written = arguments.value("format") ?? Format.mermaid.rawValue
        guard let format = Format(rawValue: written) else {
            let names = Format.allCases.map(\.rawValue)
            let suggestion = NameSuggestion.closest(to: written, among: names)
            throw UsageError(
                .unknownFormat(written, formats: names, suggestion: suggestion), at: arguments.span(ofValue: "format"))
        }
        self.format = format
        services = arguments.flag("services")
        only = OnlyOption(arguments)
        specOptions = SpecOptions(arguments)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadSpec(at: specPath)
        let project = try ProjectGenerator(loaded: loaded, options: specOptions.generation(in: context))
        // The warnings and notes `generate` prints, errors having thrown; stdout stays the map alone.
        context.report(project.diagnostics.filter { $0.severity != .error })
        let selected = try only.selection(in: project)
        let graph = SceneGraph(spec: project.spec, services: services, only: selected)
        switch format {
        case .mermaid: context.print(MermaidWriter.write(graph))
        case .dot: context.print(DotWriter.write(graph))
        case .svg: context.print(SVGWriter.write(graph))
        }
        return .success
    }
}
