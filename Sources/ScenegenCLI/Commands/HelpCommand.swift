/// `scenegen help [<command>...]`: the help of one command, or the list of all.
struct HelpCommand: ScenegenCommand {
    static let configuration = CommandConfiguration(
        name: "help",
        abstract: "Show the help of scenegen or of one of its commands.",
        positionals: [
            PositionalSpec(
                "command", help: "The command to explain, such as `render` or `templates eject`.", isOptional: true),
            PositionalSpec(
                "subcommand", help: "The nested command, for `templates list` and the like.", isOptional: true),
        ]
    )

    let words: [String]

    init(arguments: ParsedArguments) throws {
        words = arguments.positionals
    }

    func run(in context: CommandContext) throws -> ExitCode {
        ScenegenTool.help(for: words, in: context)
    }
}
