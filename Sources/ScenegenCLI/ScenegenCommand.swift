/// One subcommand of scenegen (`render`, `dump`, `templates list`...): its
/// configuration, how it reads its parsed arguments, and what it does.
public protocol ScenegenCommand {
    /// Name, help and accepted arguments.
    static var configuration: CommandConfiguration { get }

    /// Reads the parsed command line; throws `UsageError` for values that
    /// make no sense together.
    init(arguments: ParsedArguments) throws

    /// Does the work. Input problems are thrown as `DiagnosticConvertible`
    /// errors; the tool prints them and exits 1.
    func run(in context: CommandContext) throws -> ExitCode
}
