/// The fish completion script: `scenegen completions fish | source`, or saved
/// as `~/.config/fish/completions/scenegen.fish`.
enum FishCompletionScript {
    static func script(_ table: CompletionTable) -> String {
        var lines: [String] = []
        for word in table.topWords {
            lines.append(
                "complete -c scenegen -n '__scenegen_is \"\"' -a \(quoted(word)) -d \(quoted(table.abstract(ofTopWord: word)))"
            )
        }
        for word in table.topWords {
            for command in table.subcommands(of: word) {
                lines.append(
                    "complete -c scenegen -n \(quoted("__scenegen_is " + word)) -a \(quoted(command.words[1])) "
                        + "-d \(quoted(command.abstract))")
            }
        }
        for command in table.commands {
            let condition = "-n \(quoted("__scenegen_is '" + command.name + "'"))"
            for option in command.options {
                var line = "complete -c scenegen \(condition) -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                switch option.value {
                case nil: break
                case .file?: line += " -r -F"
                case .directory?: line += " -x -a '(__fish_complete_directories)'"
                case .scene?: line += " -x -a '(__scenegen_names scenes)'"
                case .service?: line += " -x -a '(__scenegen_names services)'"
                case .flavor?: line += " -x -a '(__scenegen_names flavors)'"
                case .some: line += " -x"
                }
                lines.append(line + " -d \(quoted(option.help))")
            }
            switch command.argument {
            case .file?: lines.append("complete -c scenegen \(condition) -F")
            case .scene?: lines.append("complete -c scenegen \(condition) -a '(__scenegen_names scenes)'")
            case .service?: lines.append("complete -c scenegen \(condition) -a '(__scenegen_names services)'")
            case .flavor?: lines.append("complete -c scenegen \(condition) -a '(__scenegen_names flavors)'")
            case .shell?: lines.append("complete -c scenegen \(condition) -a 'bash zsh fish'")
            case .command?:
                lines.append("complete -c scenegen \(condition) -a \(quoted(table.topWords.joined(separator: " ")))")
            default: break
            }
        }
        return """
            # fish completion for scenegen (made by `scenegen completions fish`).
            # Now:      scenegen completions fish | source
            # For good: scenegen completions fish > ~/.config/fish/completions/scenegen.fish

            # The command of the line so far: `generate`, `templates list`, `templates`, or empty.
            function __scenegen_command
                set -l words (commandline -opc)
                if test (count $words) -lt 2
                    return
                end
                if contains -- $words[2] \(table.topWords.filter { !table.subcommands(of: $0).isEmpty }.joined(separator: " "))
                    if test (count $words) -ge 3
                        echo "$words[2] $words[3]"
                    else
                        echo $words[2]
                    end
                else
                    echo $words[2]
                end
            end

            function __scenegen_is
                set -l command (__scenegen_command)
                test "$command" = "$argv[1]"
            end

            # The names `scenegen completions --list $argv[1]` prints, for the spec of the command line.
            function __scenegen_names
                set -l words (commandline -opc)
                set -l spec
                for i in (seq 2 (count $words))
                    if test "$words[$i]" = --spec; and test $i -lt (count $words)
                        set spec $words[(math $i + 1)]
                    end
                end
                if test -n "$spec"
                    $words[1] completions --list $argv[1] --spec $spec 2>/dev/null
                else
                    $words[1] completions --list $argv[1] 2>/dev/null
                end
            end

            complete -c scenegen -f
            complete -c scenegen -n '__scenegen_is ""' -l help -d 'Show help information.'
            complete -c scenegen -n '__scenegen_is ""' -l version -d 'Show the version.'
            \(lines.joined(separator: "\n"))

            """
    }

    /// `text` as one fish word in single quotes.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
