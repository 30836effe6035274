import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec

/// `scenegen templates eject [FLAVOR] [--to DIR] [--force]`: copies a built-in
/// flavor out for editing.
struct TemplatesEjectCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "templates eject",
        abstract: "Copy a built-in flavor into a folder to edit it.",
        discussion: """
            Point the spec's `flavor:` at the folder to use the whole copy, or keep only the files you \
            change in the spec's `templates:` folder: each one overrides the flavor's file of the same \
            name. Existing files that differ are left alone unless you pass `--force`.
            """,
        positionals: [
            PositionalSpec("flavor", help: "The built-in flavor to copy (default: terminal).", isOptional: true)
        ],
        options: [
            .value("to", "dir", help: "Where to copy it (default: Templates/<flavor>)."),
            .flag("force", help: "Overwrite files in the folder that differ."),
        ]
    )

    let flavor: String
    let folder: String?
    let force: Bool

    init(arguments: ParsedArguments) throws {
        flavor = arguments.positional(0) ?? Spec.defaultFlavor
        folder = arguments.value("to")
        force = arguments.flag("force")
    }

    func run(in context: CommandContext) throws -> ExitCode {
        _ = try FlavorLoader.builtIn(named: flavor, allowingAbstract: true)
        let target = folder ?? "Templates/\(flavor)"
        let files = FlavorEjector.files(ofBuiltIn: flavor, into: target)
        let builder = PlanBuilder(root: context.currentDirectory, force: force)
        let plan = builder.plan(files, creating: Set(files.map(\.path)))
        for line in plan.lines() { context.print(line + "\n") }
        if plan.hasConflicts {
            context.printError(
                "error: files in `\(target)` differ from the built-in `\(flavor)`; nothing was written (use `--force` to overwrite them)\n"
            )
            return .failure
        }
        do {
            try PlanWriter(builder: builder).apply(plan)
        } catch {
            throw DiagnosticError(error.problems.map { Diagnostic.error($0) })
        }
        // A folder named like a built-in flavor (`--to uikit`) needs the path to mean the folder.
        let flavorValue = Spec.isPath(target) ? target : "./" + target
        context.print(
            "\(plan.summary())\nUse it with `flavor: \(flavorValue)` in scenegen.yml, or keep only the files you change in the spec's `templates:` folder.\n"
        )
        return .success
    }
}
