import Testing

@testable import ScenegenCLI

@Suite("Argument parsing")
struct ArgumentParserTests {
    let configuration = CommandConfiguration(
        name: "demo", abstract: "A demo.",
        positionals: [PositionalSpec("scene", help: "The scene.")],
        options: [
            .flag("dry-run", help: "Plan only."),
            .flag("force", help: "Overwrite."),
            .value("spec", "file", help: "The spec."),
            .repeating("field", "name:type", help: "A field."),
        ])

    @Test func sortsPositionalsFlagsAndValues() throws {
        let parsed = try ArgumentParser.parse(
            ["CarDetails", "--dry-run", "--spec", "a.yml", "--field", "a:Int", "--field=b:String"], for: configuration)
        #expect(parsed.positionals == ["CarDetails"])
        #expect(parsed.flag("dry-run"))
        #expect(!parsed.flag("force"))
        #expect(parsed.value("spec") == "a.yml")
        #expect(parsed.all("field") == ["a:Int", "b:String"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--weird"], for: configuration)
        #expect(parsed.positionals == ["--weird"])
    }

    @Test(arguments: [
        (["X", "--forse"], UsageError(.unknownOption("--forse", suggestion: "--force"), at: ArgumentSpan(index: 1))),
        (["X", "--zzzzzzz"], UsageError(.unknownOption("--zzzzzzz", suggestion: nil), at: ArgumentSpan(index: 1))),
        (["X", "--forse=1"], UsageError(.unknownOption("--forse", suggestion: "--force"), at: ArgumentSpan(index: 1))),
        (["X", "--spec"], UsageError(.missingValue("--spec <file>"), at: ArgumentSpan(index: 1))),
        (["X", "--spec", "--force"], UsageError(.missingValue("--spec <file>"), at: ArgumentSpan(index: 1))),
        (["X", "--force=yes"], UsageError(.flagTakesNoValue("--force"), at: ArgumentSpan(index: 1))),
        (["X", "--spec", "a", "--spec", "b"], UsageError(.repeatedOption("--spec"), at: ArgumentSpan(index: 3))),
        ([], UsageError(.missingArgument("scene"))),
        (["X", "Y"], UsageError(.unexpectedArgument("Y"), at: ArgumentSpan(index: 1))),
    ])
    func usageErrors(arguments: [String], error: UsageError) {
        #expect(throws: error) { try ArgumentParser.parse(arguments, for: configuration) }
    }

    @Test func eachValueKeepsWhereItWasForAnErrorAboutIt() throws {
        let parsed = try ArgumentParser.parse(
            ["--field", "a:Int", "CarDetails", "--field=b:String", "--dry-run"], for: configuration)
        #expect(parsed.span(ofPositional: 0) == ArgumentSpan(index: 2))
        #expect(parsed.span(ofValue: "field", "a:Int") == ArgumentSpan(index: 1))
        #expect(parsed.span(ofValue: "field", "b:String") == ArgumentSpan(index: 3, start: 8), "past `--field=`")
        #expect(parsed.span(ofFlag: "dry-run") == ArgumentSpan(index: 4))
        #expect(parsed.span(ofValue: "spec") == nil)
    }

    @Test func helpHasTheSwiftArgumentParserShape() {
        let help = HelpFormatter.help(for: configuration)
        #expect(
            help == """
                OVERVIEW: A demo.

                USAGE: scenegen demo <scene> [--dry-run] [--force] [--spec <file>] [--field <name:type> ...]

                ARGUMENTS:
                  <scene>                   The scene.

                OPTIONS:
                  --dry-run                 Plan only.
                  --force                   Overwrite.
                  --spec <file>             The spec.
                  --field <name:type> ...   A field.
                  -h, --help                Show help information.

                """)
    }
}
