import ScenegenCore

/// Sorts a command line into positionals, flags and option values by a
/// command's configuration, the way swift-argument-parser reads them:
/// `--name value`, `--name=value`, `-x`, and `--` ending the options.
public enum ArgumentParser {
    /// Parses `arguments` (without the command words) for `configuration`.
    /// Throws `UsageError` for an unknown option (with a "did you mean"), a
    /// missing value, a flag given a value, a missing or extra positional.
    public static func parse(_ arguments: [String], for configuration: CommandConfiguration) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            let here = ArgumentSpan(index: index)
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                parsed.positionalSpans.append(here)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                name = String(argument.dropFirst())
            }
            guard let option = find(name, isShort: !argument.hasPrefix("--"), in: configuration.options) else {
                throw UsageError(
                    unknownOption(argument, inlineValue: inlineValue, configuration: configuration), at: here)
            }
            guard option.takesValue else {
                if inlineValue != nil { throw UsageError(.flagTakesNoValue("--\(option.name)"), at: here) }
                parsed.flags.insert(option.name)
                parsed.flagSpans[option.name] = here
                continue
            }
            let value: String
            let valueSpan: ArgumentSpan
            if let inlineValue {
                value = inlineValue
                valueSpan = ArgumentSpan(index: here.index, start: argument.count - inlineValue.count)
            } else {
                guard index < arguments.count, !looksLikeOption(arguments[index], in: configuration) else {
                    throw UsageError(
                        .missingValue(option.synopsis.replacingOccurrences(of: " ...", with: "")), at: here)
                }
                value = arguments[index]
                valueSpan = ArgumentSpan(index: index)
                index += 1
            }
            if case .value = option.kind, parsed.values[option.name] != nil {
                throw UsageError(.repeatedOption("--\(option.name)"), at: here)
            }
            parsed.values[option.name, default: []].append(value)
            parsed.valueSpans[option.name, default: []].append(valueSpan)
        }
        let required = configuration.positionals.filter { !$0.isOptional }.count
        if parsed.positionals.count < required {
            let missing = configuration.positionals[parsed.positionals.count]
            throw UsageError(.missingArgument(missing.name))
        }
        if parsed.positionals.count > configuration.positionals.count {
            let extra = configuration.positionals.count
            throw UsageError(.unexpectedArgument(parsed.positionals[extra]), at: parsed.positionalSpans[extra])
        }
        return parsed
    }

    private static func find(_ name: String, isShort: Bool, in options: [OptionSpec]) -> OptionSpec? {
        if isShort {
            guard name.count == 1, let letter = name.first else { return nil }
            return options.first { $0.short == letter }
        }
        return options.first { $0.name == name }
    }

    /// A following word that is itself a known option is not taken as a value,
    /// so `--spec --force` reports the missing value instead of reading `--force` as a path.
    private static func looksLikeOption(_ word: String, in configuration: CommandConfiguration) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        if word.hasPrefix("--") {
            let name = word.dropFirst(2).split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return configuration.options.contains { $0.name == name } || word == "--"
        }
        return word.count == 2 && configuration.options.contains { $0.short == word.last }
    }

    private static func unknownOption(
        _ argument: String, inlineValue: String?, configuration: CommandConfiguration
    )
        -> UsageError.Kind
    {
        let shown = inlineValue == nil ? argument : String(argument.prefix { $0 != "=" })
        let names = configuration.options.map { "--" + $0.name }
        return .unknownOption(shown, suggestion: NameSuggestion.closest(to: shown, among: names))
    }
}
