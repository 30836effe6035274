/// What a command is called, what it says about itself, and the arguments it takes.
public struct CommandConfiguration: Sendable {
    /// The word that selects it: `render`, or `templates list` for a nested command.
    public var name: String
    /// One line for the OVERVIEW and the SUBCOMMANDS list.
    public var abstract: String
    /// Further paragraphs shown after the overview, if any.
    public var discussion: String
    /// Positional arguments, in order.
    public var positionals: [PositionalSpec]
    /// Named options.
    public var options: [OptionSpec]

    /// Creates a configuration.
    public init(
        name: String, abstract: String, discussion: String = "", positionals: [PositionalSpec] = [],
        options: [OptionSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
    }
}
