import Foundation
import ScenegenKit

/// The options `new` and `generate` share (docs/cli.md), and how they read.
struct CommonOptions {
    /// Their declarations, in help order.
    static let specs: [OptionSpec] = [
        .flag("dry-run", help: "Print the plan and write nothing."),
        .flag("check", help: "Write nothing; exit 1 if a generated file would change (for CI)."),
        .flag("force", help: "Overwrite user-owned files that differ."),
        .flag("diff", help: "Print a unified diff of each change."),
        .value("flavor", "name", help: "A built-in flavor or a template folder, instead of the spec's."),
        .value("templates", "dir", help: "A folder of per-file template overrides, looked up first."),
        .value("output", "dir", help: "Where scene files go, instead of the spec's `output`."),
        .value("tests", "dir", help: "Where test files go, instead of the spec's `tests`."),
        .value("module", "name", help: "The Swift module of the generated code."),
        .flag("strict", help: "Make an undefined template variable an error."),
        .flag("quiet", help: "Print only errors and the summary line."),
    ]

    var dryRun: Bool
    var check: Bool
    var diff: Bool
    var quiet: Bool
    var generation: GenerationOptions
    private let templatesArgument: String?

    init(_ arguments: ParsedArguments) throws {
        dryRun = arguments.flag("dry-run")
        check = arguments.flag("check")
        diff = arguments.flag("diff")
        quiet = arguments.flag("quiet")
        if check && arguments.flag("force") {
            throw UsageError("`--check` writes nothing, so `--force` has no meaning with it")
        }
        generation = GenerationOptions()
        generation.flavor = arguments.value("flavor")
        generation.output = arguments.value("output")
        generation.tests = arguments.value("tests")
        generation.module = arguments.value("module")
        generation.strict = arguments.flag("strict")
        generation.force = arguments.flag("force")
        templatesArgument = arguments.value("templates")
    }

    /// The options with `--templates` made absolute against the current folder.
    func resolved(in context: CommandContext) -> GenerationOptions {
        var options = generation
        options.templates = templatesArgument.map(context.absolutePath)
        options.templatesAsWritten = templatesArgument
        return options
    }
}
