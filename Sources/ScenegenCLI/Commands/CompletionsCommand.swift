import ScenegenKit
import YAMLLite

/// `scenegen completions bash|zsh|fish`: a completion script on standard
/// output. `--list scenes|services|flavors` prints the names the scripts offer, one a
/// line, and is what they call at completion time.
struct CompletionsCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "completions",
        abstract: "Print a shell completion script (bash, zsh or fish).",
        discussion: """
            bash: `source <(scenegen completions bash)`; zsh: `source <(scenegen completions zsh)` \
            after compinit; fish: `scenegen completions fish | source`. Put the line in your shell's \
            startup file to keep it. Scene names for `destroy`, `--only` and `--route`, and service \
            names for `--uses`, are read from the spec when you press Tab.
            """,
        positionals: [PositionalSpec("shell", help: "`bash`, `zsh` or `fish`.", isOptional: true)],
        options: [
            .value(
                "list", "names",
                help: "Print the `scenes` or `services` of the spec, or the built-in `flavors`, one a line."),
            .value("spec", "file", help: "With --list scenes or services: the spec to read (default: scenegen.yml)."),
        ]
    )

    private enum Request {
        case script(String)
        case scenes(spec: String?)
        case services(spec: String?)
        case flavors
    }

    private let request: Request

    init(arguments: ParsedArguments) throws {
        let shell = arguments.positional(0)
        switch (shell, arguments.value("list")) {
        case (let shell?, nil):
            guard ["bash", "zsh", "fish"].contains(shell) else {
                throw UsageError(.unknownShell(shell), at: arguments.span(ofPositional: 0))
            }
            request = .script(shell)
        case (nil, "scenes"?): request = .scenes(spec: arguments.value("spec"))
        case (nil, "services"?): request = .services(spec: arguments.value("spec"))
        case (nil, "flavors"?): request = .flavors
        case (nil, let list?): throw UsageError(.unknownList(list), at: arguments.span(ofValue: "list"))
        case (nil, nil): throw UsageError(.missingShell)
        case (_?, _?): throw UsageError(.shellAndList, at: arguments.span(ofValue: "list"))
        }
        if case .script = request, arguments.value("spec") != nil {
            throw UsageError(.specWithoutList, at: arguments.span(ofValue: "spec"))
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        switch request {
        case .script(let shell):
            let table = CompletionTable.current
            switch shell {
            case "zsh": context.print(ZshCompletionScript.script(table))
            case "fish": context.print(FishCompletionScript.script(table))
            default: context.print(BashCompletionScript.script(table))
            }
        case .scenes(let spec):
            // At completion time a broken spec must not print errors into the
            // user's prompt: then the names under `scenes:` as written do.
            for name in names(under: "scenes", spec: spec, in: context) { context.print(name + "\n") }
        case .services(let spec):
            for name in names(under: "services", spec: spec, in: context) { context.print(name + "\n") }
        case .flavors:
            for name in BuiltInTemplates.flavorNames { context.print(name + "\n") }
        }
        return .success
    }

    /// The names of the spec's `scenes` or `services`; of a spec that does not
    /// load, the keys under that heading as written.
    private func names(under key: String, spec: String?, in context: CommandContext) -> [String] {
        if let loaded = try? context.loadSpec(at: spec) {
            return key == "scenes" ? loaded.spec.scenes.map(\.name) : loaded.spec.services.map(\.name)
        }
        guard let file = try? context.readSource(spec ?? CommandContext.defaultSpecPath),
            let parsed = try? YAMLParser.parse(file), let entries = parsed[key]?.mapping
        else { return [] }
        return entries.compactMap(\.key.scalar)
    }
}
