/// The zsh completion script: `source <(scenegen completions zsh)` after
/// `compinit`, or saved as `_scenegen` in a folder of `$fpath`.
enum ZshCompletionScript {
    static func script(_ table: CompletionTable) -> String {
        let top = table.topWords.map { word in
            "        " + quoted(escapedColons(word) + ":" + escapedColons(table.abstract(ofTopWord: word)))
        }.joined(separator: "\n")
        var groups = ""
        for word in table.topWords where !table.subcommands(of: word).isEmpty {
            let entries = table.subcommands(of: word).map {
                quoted(escapedColons($0.words[1]) + ":" + escapedColons($0.abstract))
            }
            groups +=
                "            \(word)) subcommands=(\(entries.joined(separator: " "))); "
                + "_describe 'subcommand' subcommands; return ;;\n"
        }
        var options = ""
        var values = ""
        var arguments = ""
        for command in table.commands {
            let flags = command.options.map { "--" + $0.name } + ["--help"]
            options += "        \(quoted(command.name))) options=(\(flags.joined(separator: " "))) ;;\n"
            for option in command.options {
                guard let kind = option.value else { continue }
                values += "        \(quoted(command.name + ":--" + option.name))) kind=\(kind.rawValue) ;;\n"
            }
            if let argument = command.argument {
                arguments += "        \(quoted(command.name))) kind=\(argument.rawValue) ;;\n"
            }
        }
        let groupWords = table.topWords.filter { !table.subcommands(of: $0).isEmpty }.joined(separator: "|")
        return """
            #compdef scenegen
            # zsh completion for scenegen (made by `scenegen completions zsh`).
            # Now (after compinit): source <(scenegen completions zsh)
            # For good: scenegen completions zsh > "${fpath[1]}/_scenegen"

            # The names `scenegen completions --list $1` prints, for the spec of the command line.
            _scenegen_names() {
                local spec="" i
                for (( i = 2; i <= $#words; i++ )); do
                    case "${words[i]}" in
                        --spec) spec="${words[i+1]}" ;;
                        --spec=*) spec="${words[i]#--spec=}" ;;
                    esac
                done
                if [[ -n "$spec" ]]; then
                    "${words[1]}" completions --list "$1" --spec "$spec" 2>/dev/null
                else
                    "${words[1]}" completions --list "$1" 2>/dev/null
                fi
            }

            _scenegen() {
                local cur="${words[CURRENT]}" prev="${words[CURRENT-1]}" command kind=""
                local -a options subcommands commands names
                if (( CURRENT == 2 )); then
                    commands=(
            \(top)
                    )
                    _describe 'command' commands
                    compadd -- --help --version
                    return
                fi
                command="${words[2]}"
                if (( CURRENT == 3 )); then
                    case "$command" in
            \(groups)        esac
                fi
                case "$command" in
                    \(groupWords)) command="$command ${words[3]}" ;;
                esac
                case "$command" in
            \(options)    esac
                case "$command:$prev" in
            \(values)    esac
                if [[ -z "$kind" ]]; then
                    if [[ "$cur" == -* ]]; then
                        compadd -- $options
                        return
                    fi
                    case "$command" in
            \(arguments)    esac
                fi
                case "$kind" in
                    file) _files ;;
                    directory) _files -/ ;;
                    scene) names=(${(f)"$(_scenegen_names scenes)"}); compadd -- $names ;;
                    service) names=(${(f)"$(_scenegen_names services)"}); compadd -- $names ;;
                    flavor) names=(${(f)"$(_scenegen_names flavors)"}); compadd -- $names ;;
                    shell) compadd -- bash zsh fish ;;
                    command) compadd -- \(table.topWords.joined(separator: " ")) ;;
                esac
            }

            if [[ "${funcstack[1]}" == _scenegen ]]; then
                _scenegen "$@"
            else
                compdef _scenegen scenegen
            fi

            """
    }

    /// `text` as one zsh word in single quotes.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `_describe` splits `name:description` at the first unescaped colon.
    private static func escapedColons(_ text: String) -> String {
        text.replacingOccurrences(of: ":", with: "\\:")
    }
}
