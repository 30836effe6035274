/// Every subcommand scenegen knows, in the order help lists them.
enum CommandRegistry {
    static var commands: [any ScenegenCommand.Type] {
        [
            NewCommand.self,
            GenerateCommand.self,
            InitCommand.self,
            DestroyCommand.self,
            UpdateCommand.self,
            ValidateCommand.self,
            DumpCommand.self,
            AdoptCommand.self,
            GraphCommand.self,
            SchemaCommand.self,
            TemplatesListCommand.self,
            TemplatesEjectCommand.self,
            TemplatesWhichCommand.self,
            RenderCommand.self,
            CompletionsCommand.self,
            HelpCommand.self,
        ]
    }

    /// The command whose name matches the longest run of leading words of
    /// `arguments` (`templates list` before `templates`), and how many words it used.
    static func command(for arguments: [String]) -> (command: any ScenegenCommand.Type, wordCount: Int)? {
        var best: (command: any ScenegenCommand.Type, wordCount: Int)?
        for command in commands {
            let words = command.configuration.name.split(separator: " ").map(String.init)
            guard words.count <= arguments.count, Array(arguments.prefix(words.count)) == words else { continue }
            if best == nil || words.count > best!.wordCount { best = (command, words.count) }
        }
        return best
    }
}
