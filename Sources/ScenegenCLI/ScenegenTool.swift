import Foundation
import ScenegenCore
import ScenegenKit

/// The scenegen command line: picks the subcommand, parses its arguments,
/// runs it, and is the one place that turns every error into text and an
/// exit code (usage errors 64, input and generation errors 1).
public enum ScenegenTool {
    /// The version `--version` prints (ScenegenKit's, which run fingerprints include).
    public static let version = ScenegenVersion.current

    /// One line for the top-level help.
    static let abstract = "Scaffold MVVM scenes from a spec and templates you can edit."

    /// Runs scenegen with `arguments` (without the program name) in the real process.
    /// SIGINT, SIGTERM and SIGHUP leave the tree as it was or fully written, and say
    /// which (see `InterruptionGuard`); the status is then 128 + the signal's number.
    public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        InterruptionGuard.install(idleMessage: PlanPrinter.nothingWritten)
        let context = CommandContext(
            currentDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment,
            standardOutput: StandardStream.standardOutput(),
            standardError: StandardStream.standardError(),
            readStandardInput: {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                return String(data: data, encoding: .utf8)
            }
        )
        let status = run(arguments, in: context)
        // A command that wrote outside a plan (`init`, `templates eject`) says nothing of a signal itself.
        if let signal = InterruptionGuard.received, status.rawValue < 128 {
            context.printError(
                InterruptionGuard.hasCommitted
                    ? "interrupted after writing: every file is complete\n" : PlanPrinter.nothingWritten)
            return ExitCode.stopped(by: signal).rawValue
        }
        return status.rawValue
    }

    /// Runs scenegen with `arguments` in `context`; in-process tests call this.
    public static func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.print(
                HelpFormatter.rootHelp(abstract: abstract, commands: CommandRegistry.commands.map { $0.configuration }))
            return .success
        }
        if first == "--help" || first == "-h" {
            context.print(
                HelpFormatter.rootHelp(abstract: abstract, commands: CommandRegistry.commands.map { $0.configuration }))
            return .success
        }
        if first == "--version" {
            context.print(version + "\n")
            return .success
        }
        guard let match = CommandRegistry.command(for: arguments) else {
            context.printError("error: \(escaped(unknownCommandMessage(arguments)))\n")
            context.printError("  See '\(HelpFormatter.toolName) --help' for the list of commands.\n")
            return .usage
        }
        return execute(match.command, with: Array(arguments.dropFirst(match.wordCount)), in: context)
    }

    /// Parses the arguments of `command`, runs it, and maps what it throws to text and an exit code.
    private static func execute<Command: ScenegenCommand>(
        _ command: Command.Type, with arguments: [String], in context: CommandContext
    ) -> ExitCode {
        let configuration = command.configuration
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            context.print(HelpFormatter.help(for: configuration))
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(arguments, for: configuration)
            let instance = try Command(arguments: parsed)
            return try instance.run(in: context)
        } catch let error as CommandLineValueError {
            // A flag's value the run cannot use (`--module car-shop`): bad usage, as a bad flag is.
            return usage(error.diagnostics.map(\.message), configuration, in: context)
        } catch let error as UsageError {
            return usage(error, arguments: arguments, configuration, in: context)
        } catch let error as any DiagnosticConvertible {
            context.report(error.diagnostics)
            return .failure
        } catch {
            context.printError("error: \(escaped("\(error)"))\n")
            return .failure
        }
    }

    /// Prints a usage error (each message on its own `error:` line, then the command's
    /// usage line) and returns 64. Each message is escaped on its own, so lines break only between them.
    private static func usage(_ messages: [String], _ configuration: CommandConfiguration, in context: CommandContext)
        -> ExitCode
    {
        for message in messages { context.printError("error: \(escaped(message))\n") }
        context.printError("Usage: \(HelpFormatter.usage(for: configuration))\n")
        context.printError("  See '\(HelpFormatter.toolName) \(configuration.name) --help' for more information.\n")
        return .usage
    }

    /// Prints a usage error: each problem on its own `error:` line, followed, when it names a
    /// word of the command line, by the command line with a caret under that word; then the
    /// usage line. Returns 64.
    private static func usage(
        _ error: UsageError, arguments: [String], _ configuration: CommandConfiguration, in context: CommandContext
    ) -> ExitCode {
        for problem in error.all {
            context.printError("error: \(escaped(problem.message))\n")
            if let span = problem.span,
                let excerpt = CommandLineExcerpt.lines(command: configuration.name, arguments: arguments, span: span)
            {
                context.printError(excerpt.joined(separator: "\n") + "\n")
            }
        }
        context.printError("Usage: \(HelpFormatter.usage(for: configuration))\n")
        context.printError("  See '\(HelpFormatter.toolName) \(configuration.name) --help' for more information.\n")
        return .usage
    }

    /// Help for `help <command>`: the command's full help, or a usage error.
    static func help(for words: [String], in context: CommandContext) -> ExitCode {
        if words.isEmpty {
            context.print(
                HelpFormatter.rootHelp(abstract: abstract, commands: CommandRegistry.commands.map { $0.configuration }))
            return .success
        }
        guard let match = CommandRegistry.command(for: words) else {
            context.printError("error: \(escaped(unknownCommandMessage(words)))\n")
            context.printError("  See '\(HelpFormatter.toolName) --help' for the list of commands.\n")
            return .usage
        }
        context.print(HelpFormatter.help(for: match.command.configuration))
        return .success
    }

    /// What is wrong with a command line whose words name no command: an unknown
    /// command or option, or a command group (`templates`) missing or misspelling
    /// its subcommand; with a "did you mean" where one is close.
    static func unknownCommandMessage(_ words: [String]) -> String {
        guard let first = words.first else { return "missing command" }
        let names = CommandRegistry.commands.map { $0.configuration.name.split(separator: " ").map(String.init) }
        let subcommands = names.filter { $0.count > 1 && $0[0] == first }.map { $0[1] }
        if !subcommands.isEmpty {
            let quoted = subcommands.map { "`\($0)`" }
            func list(_ conjunction: String) -> String {
                quoted.count < 2
                    ? quoted.joined()
                    : quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
            }
            guard words.count > 1 else {
                return "`\(HelpFormatter.toolName) \(first)` needs a subcommand: \(list("or"))"
            }
            var message = "unknown subcommand `\(words[1])` of `\(first)`; the subcommands are " + list("and")
            if let suggestion = NameSuggestion.closest(to: words[1], among: subcommands) {
                message = "unknown subcommand `\(words[1])` of `\(first)`; did you mean `\(suggestion)`?"
            }
            return message
        }
        var message = first.hasPrefix("-") ? "unknown option `\(first)`" : "unknown command `\(first)`"
        if let suggestion = NameSuggestion.closest(to: first, among: Set(names.map { $0[0] })) {
            message += "; did you mean `\(suggestion)`?"
        }
        return message
    }

    private static func escaped(_ text: String) -> String {
        DiagnosticRenderer.escapingControlCharacters(text)
    }
}
