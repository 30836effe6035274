/// Writes help and usage texts in the shape swift-argument-parser prints
/// (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS), since that is what
/// Swift users know.
enum HelpFormatter {
    static let toolName = "scenegen"
    private static let labelWidth = 26

    /// `USAGE:` line content: `scenegen render <template> [--context <file>] ...`.
    static func usage(for configuration: CommandConfiguration) -> String {
        var parts = ["\(toolName) \(configuration.name)"]
        for positional in configuration.positionals {
            parts.append(positional.isOptional ? "[<\(positional.name)>]" : "<\(positional.name)>")
        }
        for option in configuration.options where option.name != "help" {
            parts.append("[\(option.synopsis)]")
        }
        return parts.joined(separator: " ")
    }

    /// The full help of one command.
    static func help(for configuration: CommandConfiguration) -> String {
        var out = "OVERVIEW: \(configuration.abstract)\n"
        if !configuration.discussion.isEmpty { out += "\n" + wrap(configuration.discussion, width: width) + "\n" }
        out += "\nUSAGE: \(usage(for: configuration))\n"
        if !configuration.positionals.isEmpty {
            out += "\nARGUMENTS:\n"
            for positional in configuration.positionals {
                out += row("<\(positional.name)>", positional.help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in configuration.options {
            let label = (option.short.map { "-\($0), " } ?? "") + option.synopsis
            out += row(label, option.help)
        }
        out += row("-h, --help", "Show help information.")
        return out
    }

    /// The top-level help listing every command.
    static func rootHelp(abstract: String, commands: [CommandConfiguration]) -> String {
        var out = "OVERVIEW: \(abstract)\n\nUSAGE: \(toolName) <subcommand>\n\nOPTIONS:\n"
        out += row("--version", "Show the version.")
        out += row("-h, --help", "Show help information.")
        out += "\nSUBCOMMANDS:\n"
        for command in commands { out += row(command.name, command.abstract) }
        out += "\n  See '\(toolName) help <subcommand>' for detailed help.\n"
        return out
    }

    /// The width help text wraps at, as swift-argument-parser's default.
    static let width = 80

    /// `  label   help`, the help on the next line when the label is long, and
    /// wrapped to `width` under its column.
    private static func row(_ label: String, _ help: String) -> String {
        let indent = "  "
        let column = labelWidth + indent.count
        let lines = wrap(help, width: width - column).split(separator: "\n", omittingEmptySubsequences: false)
        let pad = String(repeating: " ", count: column)
        var out = indent + label
        if label.count + 2 > labelWidth {
            out += "\n" + pad
        } else {
            out += String(repeating: " ", count: labelWidth - label.count)
        }
        out += lines.joined(separator: "\n" + pad) + "\n"
        return out
    }

    /// `text` with its words wrapped into lines of at most `width` characters
    /// (a longer word stands alone on its line).
    static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
