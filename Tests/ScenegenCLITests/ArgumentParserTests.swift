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
        (["X", "--forse"], "unknown option `--forse`; did you mean `--force`?"),
        (["X", "--zzzzzzz"], "unknown option `--zzzzzzz`"),
        (["X", "--spec"], "missing value for `--spec <file>`"),
        (["X", "--spec", "--force"], "missing value for `--spec <file>`"),
        (["X", "--force=yes"], "flag `--force` does not take a value"),
        (["X", "--spec", "a", "--spec", "b"], "`--spec` given more than once"),
        ([], "missing expected argument `<scene>`"),
        (["X", "Y"], "unexpected argument `Y`"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try ArgumentParser.parse(arguments, for: configuration) }
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
