import Foundation
import ScenegenKit

/// The options `new` and `generate` share (docs/cli.md), and how they read;
/// `--flavor`, `--templates` and `--strict` are every spec-reading command's (`SpecOptions`).
struct CommonOptions {
    /// Their declarations, in help order.
    static let specs: [OptionSpec] = [
        .flag("dry-run", help: "Print the plan and write nothing."),
        .flag("check", help: "Write nothing; exit 1 if a generated file would change (for CI)."),
        .flag("force", help: "Overwrite user-owned files that differ."),
        .flag("diff", help: "Print a unified diff of each change."),
        SpecOptions.flavor,
        SpecOptions.templates,
        .value("output", "dir", help: "Where scene files go, instead of the spec's `output`."),
        .value("tests", "dir", help: "Where test files go, instead of the spec's `tests`."),
        .value("module", "name", help: "The Swift module of the generated code."),
        SpecOptions.strict,
        .flag("quiet", help: "Print only errors and the summary line."),
    ]

    var dryRun: Bool
    var check: Bool
    var diff: Bool
    var quiet: Bool
    var generation: GenerationOptions
    private let spec: SpecOptions

    init(_ arguments: ParsedArguments) throws {
        dryRun = arguments.flag("dry-run")
        check = arguments.flag("check")
        diff = arguments.flag("diff")
        quiet = arguments.flag("quiet")
        if check && arguments.flag("force") {
            throw UsageError(.forceWithCheck, at: arguments.span(ofFlag: "force"))
        }
        spec = SpecOptions(arguments)
        generation = GenerationOptions()
        generation.flavor = spec.flavor
        generation.output = arguments.value("output")
        generation.tests = arguments.value("tests")
        generation.module = arguments.value("module")
        generation.strict = spec.strict
        generation.force = arguments.flag("force")
    }

    /// The options with `--templates` made absolute against the current folder.
    func resolved(in context: CommandContext) -> GenerationOptions {
        var options = generation
        spec.apply(to: &options, in: context)
        return options
    }
}
