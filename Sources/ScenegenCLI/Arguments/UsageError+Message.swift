import TemplateEngine

// MARK: - The text of each kind

extension UsageError {
    /// What is wrong, lowercase, naming the flag or value in backticks: the `error:` line.
    public var message: String {
        kind.message
    }

    /// Every message, the first one first.
    public var messages: [String] { all.map(\.message) }
}

extension UsageError.Kind {
    /// The text of an `error:` line for this kind (the one table of usage wording).
    public var message: String {
        switch self {
        case .unknownOption(let option, let suggestion?): "unknown option `\(option)`; did you mean `\(suggestion)`?"
        case .unknownOption(let option, nil): "unknown option `\(option)`"
        case .flagTakesNoValue(let option): "flag `\(option)` does not take a value"
        case .missingValue(let synopsis): "missing value for `\(synopsis)`"
        case .repeatedOption(let option): "`\(option)` given more than once"
        case .missingArgument(let name): "missing expected argument `<\(name)>`"
        case .unexpectedArgument(let argument): "unexpected argument `\(argument)`"
        case .forceWithCheck: "`--check` writes nothing, so `--force` has no meaning with it"
        case .fileGivenTwice: "give the file either as an argument or with `--spec`, not both"
        case .contextWithRaw: "`--context` prints a spec's context; it does not take `--raw`"
        case .needsRaw(let option): "`\(option)` works with `--raw` only"
        case .batchWithFile: "`--batch` reads the file paths from standard input; give no file"
        case .twoTrimModes: "--trim-blocks is --trim lines; give one trim mode"
        case .shellAndList: "give either a shell or `--list`, not both"
        case .specWithoutList: "`--spec` works with `--list scenes` and `--list services` only"
        case .invalidSceneName(let name, let option, let reason):
            "`\(option.map { $0 + " " } ?? "")\(name)` is not a scene name; "
                + (reason == .empty
                    ? "give one such as `CarDetails`" : "use letters and digits, such as `CarDetails` or `car-details`")
        case .memberWithoutName(let option, let value):
            "`\(option) \(value)` needs a name; write `\(option) name\(option == "--action" ? "" : ":String")`"
        case .unknownScene(let name, let option, let suggestion):
            "`\(option) \(name)`: the spec has no scene `\(name)`"
                + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
        case .routeTypo(let name, let meant):
            "`--route \(name)`: the spec has no scene `\(name)`; did you mean `\(meant)`? "
                + "(for a new scene `\(name)`, run `scenegen new \(name)` first)"
        case .emptyFlavor: "`--flavor` needs a flavor name, such as `terminal`, or a folder path"
        case .badParameter(let item, .notKeyValue): "--param `\(item)`: expected `key=value` or a bare `key`"
        case .badParameter(let item, .badKey): "--param `\(item)`: a key is letters and digits, parts joined by `.`"
        case .badParameter(let item, .holdsValue(let key)):
            "--param `\(item)`: `\(key)` already holds a value, not keys"
        case .badParameter(let item, .holdsKeys(let key)): "--param `\(item)`: `\(key)` already holds keys or a flag"
        case .missingTemplate: "missing the template to render"
        case .unknownTrimMode(let name): "unknown --trim mode `\(name)`; expected \(TemplateTrimMode.nameSummary)"
        case .unknownHeaderOwner(let owner): "unknown --header owner `\(owner)`; expected `generated` or `user`"
        case .unknownFormat(let format, let formats, let suggestion):
            "`--format \(format)` is not a format; use \(formats.joined(separator: ", "))"
                + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
        case .unknownShell(let shell): "unknown shell `\(shell)`; completions exist for `bash`, `zsh` and `fish`"
        case .unknownList(let list): "`--list` takes `scenes`, `services` or `flavors`, not `\(list)`"
        case .missingShell: "missing the shell: `bash`, `zsh` or `fish`"
        case .invalidScene(let message): message
        }
    }
}
