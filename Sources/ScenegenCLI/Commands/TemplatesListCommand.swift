import ScenegenKit

/// `scenegen templates list`: the built-in flavors and the files each makes.
struct TemplatesListCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "templates list",
        abstract: "List the built-in flavors and the files each one makes."
    )

    init(arguments: ParsedArguments) throws {}

    func run(in context: CommandContext) throws -> ExitCode {
        for name in BuiltInTemplates.flavorNames {
            let flavor = try FlavorLoader.builtIn(named: name)
            // A flavor built on a base says so: its files are the base's too.
            let extends = flavor.lineage.dropFirst().map(\.name).joined(separator: ", ")
            let kind = extends.isEmpty ? "built-in" : "built-in, extends \(extends)"
            context.print("\(name) (\(kind)): \(flavor.manifest.description)\n")
            let rows = flavor.manifest.files.map { [$0.template, $0.scope.rawValue, $0.owner.rawValue, $0.path] }
            let header = ["TEMPLATE", "SCOPE", "OWNER", "PATH"]
            let widths = (0..<3).map { column in (rows + [header]).map { $0[column].count }.max() ?? 0 }
            for row in [header] + rows {
                var line = "  "
                for column in 0..<3 {
                    line += row[column].padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
                }
                context.print(line + row[3] + "\n")
            }
        }
        context.print("\nCopy one out with `scenegen templates eject <flavor>` to edit it.\n")
        return .success
    }
}
