/// What shell completion offers: every command with its options, and what
/// kind of value each option and the command's argument take. Built from the
/// command registry, so a new command or option completes without edits here.
struct CompletionTable {
    /// What a value completes to.
    enum ValueKind: String {
        /// A file path.
        case file
        /// A folder path.
        case directory
        /// A scene name of the spec (`scenegen completions --list scenes`).
        case scene
        /// A service name of the spec (`scenegen completions --list services`).
        case service
        /// A built-in flavor name (`scenegen completions --list flavors`).
        case flavor
        /// `bash`, `zsh` or `fish`.
        case shell
        /// A command name (for `help`).
        case command
        /// Free text: nothing to offer.
        case none
    }

    /// One option: `--name`, and the kind of its value (nil for a flag).
    struct Option {
        var name: String
        var short: Character?
        var help: String
        var value: ValueKind?
    }

    /// One command: its words (`templates list`), options and argument.
    struct Command {
        var words: [String]
        var abstract: String
        var options: [Option]
        var argument: ValueKind?

        /// The words joined: `templates list`.
        var name: String { words.joined(separator: " ") }
    }

    var commands: [Command]

    /// The first words of the commands, in help order, once each (`templates` for
    /// all of its subcommands).
    var topWords: [String] {
        var seen: Set<String> = []
        return commands.compactMap { seen.insert($0.words[0]).inserted ? $0.words[0] : nil }
    }

    /// The second words of the commands starting with `first`.
    func subcommands(of first: String) -> [Command] {
        commands.filter { $0.words.count == 2 && $0.words[0] == first }
    }

    /// The abstract of a top word: its command's, or a summary of a group.
    func abstract(ofTopWord word: String) -> String {
        if let command = commands.first(where: { $0.words == [word] }) { return command.abstract }
        let names = subcommands(of: word).map { $0.words[1] }
        return "\(names.joined(separator: ", ")) (subcommands)"
    }
}

// MARK: - From the registry

extension CompletionTable {
    /// The table of the registered commands, read from their configurations.
    static var current: CompletionTable {
        CompletionTable(commands: CommandRegistry.commands.map { command($0.configuration) })
    }

    private static func command(_ configuration: CommandConfiguration) -> Command {
        let words = configuration.name.split(separator: " ").map(String.init)
        let options = configuration.options.map { option in
            Option(
                name: option.name, short: option.short, help: option.help,
                value: option.takesValue ? valueKind(ofOption: option.name) : nil)
        }
        let argument = configuration.positionals.isEmpty ? nil : argumentKind(of: words.joined(separator: " "))
        return Command(words: words, abstract: configuration.abstract, options: options, argument: argument)
    }

    /// What an option's value is, by the option's name (the same name means
    /// the same thing in every command).
    static func valueKind(ofOption name: String) -> ValueKind {
        switch name {
        case "spec", "context": return .file
        case "templates", "output", "tests", "to": return .directory
        case "only", "route": return .scene
        case "uses": return .service
        case "flavor": return .flavor
        default: return .none
        }
    }

    /// What a command's positional argument is.
    static func argumentKind(of command: String) -> ValueKind {
        switch command {
        case "destroy": return .scene
        case "templates eject": return .flavor
        case "render", "dump", "templates which": return .file
        case "completions": return .shell
        case "help": return .command
        default: return .none
        }
    }
}
