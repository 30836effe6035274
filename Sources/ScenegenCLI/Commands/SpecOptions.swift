import ScenegenKit

/// `--flavor`, `--templates` and `--strict`: what every command that reads a
/// spec takes, so that `validate`, `dump`, `graph`, `update`, `destroy`, `templates
/// which`, `new` and `generate` all see the spec a run with them sees.
struct SpecOptions {
    /// `--flavor NAME`.
    static let flavor = OptionSpec.value(
        "flavor", "name", help: "A built-in flavor or a template folder, instead of the spec's.")
    /// `--templates DIR`.
    static let templates = OptionSpec.value(
        "templates", "dir", help: "A folder of per-file template overrides, looked up first.")
    /// `--strict`.
    static let strict = OptionSpec.flag("strict", help: "Make an undefined template variable an error.")
    /// The three, in help order.
    static let specs: [OptionSpec] = [flavor, templates, strict]

    var flavor: String?
    var templates: String?
    var strict: Bool

    init(_ arguments: ParsedArguments) {
        flavor = arguments.value("flavor")
        templates = arguments.value("templates")
        strict = arguments.flag("strict")
    }

    /// The generation options they give, `--templates` made absolute against the current folder.
    func generation(in context: CommandContext) -> GenerationOptions {
        var options = GenerationOptions()
        apply(to: &options, in: context)
        return options
    }

    /// Sets them on `options`.
    func apply(to options: inout GenerationOptions, in context: CommandContext) {
        options.flavor = flavor
        options.templates = templates.map(context.absolutePath)
        options.templatesAsWritten = templates
        options.strict = strict
    }
}
