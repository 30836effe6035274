import ScenegenCLI
import Testing

/// Runs scenegen in-process and captures what it prints.
struct ToolRun {
    let exitCode: ExitCode
    let stdout: String
    let stderr: String

    init(_ arguments: [String], in directory: String = "/tmp", stdin: String? = nil) {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let context = CommandContext(
            currentDirectory: directory, environment: [:], standardOutput: out, standardError: err,
            readStandardInput: { stdin })
        exitCode = ScenegenTool.run(arguments, in: context)
        stdout = out.text
        stderr = err.text
    }
}

@Suite("The scenegen tool")
struct ScenegenToolTests {
    @Test func versionPrintsTheVersion() {
        let run = ToolRun(["--version"])
        #expect(run.exitCode == .success)
        #expect(run.stdout == ScenegenTool.version + "\n")
    }

    @Test func noArgumentsPrintsTheOverview() {
        let run = ToolRun([])
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("SUBCOMMANDS:"))
    }

    @Test func unknownCommandIsAUsageError() {
        let run = ToolRun(["hepl"])
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("error: unknown command `hepl`; did you mean `help`?\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test func helpOfAnUnknownCommandIsAUsageError() {
        #expect(ToolRun(["help", "nope"]).exitCode == .usage)
    }

    @Test func helpOfHelp() {
        let run = ToolRun(["help", "help"])
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix("OVERVIEW: Show the help"))
    }
}
