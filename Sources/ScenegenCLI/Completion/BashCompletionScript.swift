/// The bash completion script: `source <(scenegen completions bash)`. Plain
/// `compgen`, so it needs no bash-completion package; scene and flavor names
/// come from `scenegen completions --list` at completion time.
enum BashCompletionScript {
    static func script(_ table: CompletionTable) -> String {
        let top = (table.topWords + ["--help", "--version"]).joined(separator: " ")
        var groups = ""
        for word in table.topWords where !table.subcommands(of: word).isEmpty {
            let names = table.subcommands(of: word).map { $0.words[1] }.joined(separator: " ")
            groups += "            \(word)) COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\")); return ;;\n"
        }
        var options = ""
        var values = ""
        var arguments = ""
        for command in table.commands {
            let flags = command.options.map { "--" + $0.name } + ["--help"]
            options += "        \(quoted(command.name))) options=\(quoted(flags.joined(separator: " "))) ;;\n"
            for option in command.options {
                guard let kind = option.value else { continue }
                values += "        \(quoted(command.name + ":--" + option.name))) kind=\(kind.rawValue) ;;\n"
            }
            if let argument = command.argument {
                arguments += "        \(quoted(command.name))) kind=\(argument.rawValue) ;;\n"
            }
        }
        let commandNames = table.topWords.joined(separator: " ")
        let groupWords = table.topWords.filter { !table.subcommands(of: $0).isEmpty }.joined(separator: "|")
        return """
            # bash completion for scenegen (made by `scenegen completions bash`).
            # Now:      source <(scenegen completions bash)
            # For good: scenegen completions bash > ~/.local/share/bash-completion/completions/scenegen

            # The names `scenegen completions --list $1` prints, for the spec of the command line.
            _scenegen_names() {
                local spec="" i
                for ((i = 1; i < ${#COMP_WORDS[@]}; i++)); do
                    case "${COMP_WORDS[i]}" in
                        --spec) spec="${COMP_WORDS[i+1]}" ;;
                        --spec=*) spec="${COMP_WORDS[i]#--spec=}" ;;
                    esac
                done
                if [[ -n "$spec" ]]; then
                    "${COMP_WORDS[0]}" completions --list "$1" --spec "$spec" 2>/dev/null
                else
                    "${COMP_WORDS[0]}" completions --list "$1" 2>/dev/null
                fi
            }

            _scenegen() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command kind="" options=""
                (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
                COMPREPLY=()
                if (( COMP_CWORD == 1 )); then
                    COMPREPLY=($(compgen -W "\(top)" -- "$cur"))
                    return
                fi
                command="${COMP_WORDS[1]}"
                if (( COMP_CWORD == 2 )); then
                    case "$command" in
            \(groups)        esac
                fi
                case "$command" in
                    \(groupWords)) command="$command ${COMP_WORDS[2]}" ;;
                esac
                case "$command" in
            \(options)    esac
                case "$command:$prev" in
            \(values)    esac
                if [[ -z "$kind" ]]; then
                    if [[ "$cur" == -* ]]; then
                        COMPREPLY=($(compgen -W "$options" -- "$cur"))
                        return
                    fi
                    case "$command" in
            \(arguments)    esac
                fi
                case "$kind" in
                    file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")) ;;
                    directory) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")) ;;
                    scene) COMPREPLY=($(compgen -W "$(_scenegen_names scenes)" -- "$cur")) ;;
                    service) COMPREPLY=($(compgen -W "$(_scenegen_names services)" -- "$cur")) ;;
                    flavor) COMPREPLY=($(compgen -W "$(_scenegen_names flavors)" -- "$cur")) ;;
                    shell) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")) ;;
                    command) COMPREPLY=($(compgen -W "\(commandNames)" -- "$cur")) ;;
                esac
            }

            complete -F _scenegen scenegen

            """
    }

    /// `text` as one bash word in single quotes.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
