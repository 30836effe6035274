import Foundation
import ScenegenCLI
import Testing

/// Bad command lines, run in a project that has a spec and one scene (`Home`):
/// usage errors exit 64 with `error:` and the usage (or where to find it),
/// input errors exit 1; the first line names the flag or value; nothing is written.
@Suite("bad command lines") struct BadCommandLineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var firstLine: String
        /// What the first line must name: the flag, argument or value at fault.
        var names: String
        var knownIssue: String? = nil

        var testDescription: String { arguments.joined(separator: " ") }

        /// A case whose first line is `error:` and the text of `kind`, from the one table.
        init(arguments: [String], status: Int32, firstLine: String, names: String, knownIssue: String? = nil) {
            self.arguments = arguments
            self.status = status
            self.firstLine = firstLine
            self.names = names
            self.knownIssue = knownIssue
        }

        /// A usage error of `kind`.
        init(arguments: [String], status: Int32, kind: UsageError.Kind, names: String) {
            self.init(arguments: arguments, status: status, firstLine: "error: " + kind.message, names: names)
        }
    }

    static let usage: [Case] = [
        Case(
            arguments: ["genrate"], status: 64, firstLine: "error: unknown command `genrate`; did you mean `generate`?",
            names: "genrate"),
        Case(arguments: ["--bogus"], status: 64, kind: .unknownOption("--bogus", suggestion: nil), names: "--bogus"),
        Case(
            arguments: ["generate", "--bogus"], status: 64, kind: .unknownOption("--bogus", suggestion: nil),
            names: "--bogus"),
        Case(
            arguments: ["generate", "--dry-rn"], status: 64,
            kind: .unknownOption("--dry-rn", suggestion: "--dry-run"),
            names: "--dry-rn"),
        Case(
            arguments: ["generate", "--spec"], status: 64, kind: .missingValue("--spec <file>"),
            names: "--spec"),
        Case(
            arguments: ["generate", "--only"], status: 64, kind: .missingValue("--only <scene>"),
            names: "--only"),
        Case(
            arguments: ["generate", "--output"], status: 64, kind: .missingValue("--output <dir>"),
            names: "--output"),
        Case(
            arguments: ["generate", "--check", "--force"], status: 64,
            kind: .forceWithCheck, names: "--force"),
        Case(
            arguments: ["generate", "extra"], status: 64, kind: .unexpectedArgument("extra"),
            names: "extra"),
        Case(
            arguments: ["generate", "--only", "Nope"], status: 64,
            kind: .unknownScene("Nope", option: "--only", suggestion: "Home"), names: "--only Nope"),
        Case(
            arguments: ["generate", "--only", "home"], status: 64,
            kind: .unknownScene("home", option: "--only", suggestion: "Home"), names: "--only home"),
        Case(arguments: ["new"], status: 64, kind: .missingArgument("scene"), names: "<scene>"),
        Case(
            arguments: ["new", "Home", "Extra"], status: 64, kind: .unexpectedArgument("Extra"),
            names: "Extra"),
        Case(
            arguments: ["new", "X", "--action"], status: 64,
            kind: .missingValue("--action <name[:Type]>"), names: "--action"),
        Case(
            arguments: ["new", "X", "--route"], status: 64, kind: .missingValue("--route <scene>"),
            names: "--route"),
        Case(
            arguments: ["render"], status: 64, kind: .missingArgument("template"),
            names: "<template>"),
        Case(
            arguments: ["render", "a.stencil", "b.stencil"], status: 64,
            kind: .unexpectedArgument("b.stencil"), names: "b.stencil"),
        Case(
            arguments: ["render", "--context"], status: 64, kind: .missingValue("--context <file>"),
            names: "--context"),
        Case(
            arguments: ["templates", "eject", "terminal", "--to"], status: 64,
            kind: .missingValue("--to <dir>"),
            names: "--to"),
        Case(
            arguments: ["templates", "list", "extra"], status: 64, kind: .unexpectedArgument("extra"),
            names: "extra"),
        Case(
            arguments: ["validate", "extra"], status: 64, kind: .unexpectedArgument("extra"),
            names: "extra"),
        Case(
            arguments: ["validate", "--spec"], status: 64, kind: .missingValue("--spec <file>"),
            names: "--spec"),
        Case(
            arguments: ["help", "nosuch"], status: 64, firstLine: "error: unknown command `nosuch`", names: "nosuch"
        ),
        Case(
            arguments: ["help", "genrate"], status: 64,
            firstLine: "error: unknown command `genrate`; did you mean `generate`?", names: "genrate"
        ),
        Case(
            arguments: ["init", "--flavor"], status: 64, kind: .missingValue("--flavor <name>"),
            names: "--flavor"),
        Case(
            arguments: ["init", "extra"], status: 64, kind: .unexpectedArgument("extra"), names: "extra"),
        Case(
            arguments: ["templates"], status: 64,
            firstLine: "error: `scenegen templates` needs a subcommand: `list`, `eject` or `which`", names: "templates"),
        Case(
            arguments: ["templates", "frobnicate"], status: 64,
            firstLine:
                "error: unknown subcommand `frobnicate` of `templates`; the subcommands are `list`, `eject` and `which`",
            names: "frobnicate"),
        Case(
            arguments: ["templates", "lst"], status: 64,
            firstLine: "error: unknown subcommand `lst` of `templates`; did you mean `list`?", names: "lst"),
        // A `--field`, `--input` or `--action` value `new` cannot use is bad usage: the
        // scene is checked before the spec is edited, so nothing points into unsaved text.
        Case(
            arguments: ["new", "X", "--field", "name"], status: 64,
            firstLine: "error: `--field name` needs a type; write `--field name:String`",
            names: "--field name"),
        Case(
            arguments: ["new", "X", "--field", "name:"], status: 64,
            firstLine: "error: `--field name:` needs a type; write `--field name:String`", names: "--field name:"),
        Case(
            arguments: ["new", "X", "--field", "name:[String"], status: 64,
            firstLine: "error: expected `]` to close `[` (in `--field name:[String`)", names: "--field name:[String"),
        Case(
            arguments: ["new", "X", "--input", "id:Int!"], status: 64,
            firstLine: "error: implicitly unwrapped optionals are not allowed; write `Int?` (in `--input id:Int!`)",
            names: "--input id:Int!"),
        Case(
            arguments: ["new", "X", "--field", ":String"], status: 64,
            kind: .memberWithoutName(option: "--field", value: ":String"),
            names: "--field :String"),
        Case(
            arguments: ["new", "X", "--field", "name:String", "--field", "name:Int"], status: 64,
            firstLine:
                "error: `name` is declared twice as a field in scene `X`; names must differ across fields, inputs and actions",
            names: "`name`"),
    ]

    static let input: [Case] = [
        Case(
            arguments: ["render", "nosuch.stencil"], status: 1, firstLine: "error: no such file `nosuch.stencil`",
            names: "nosuch.stencil"),
        Case(
            arguments: ["templates", "eject", "nosuchflavor"], status: 1,
            firstLine:
                "error: unknown flavor `nosuchflavor`; the built-in flavors are `swiftui`, `terminal`, `uikit`, or give the path of a template folder",
            names: "nosuchflavor"),
        Case(
            arguments: ["validate", "--spec", "nosuch.yml"], status: 1, firstLine: "error: no such file `nosuch.yml`",
            names: "nosuch.yml"),
        Case(
            arguments: ["generate", "--spec", "nosuch.yml"], status: 1, firstLine: "error: no such file `nosuch.yml`",
            names: "nosuch.yml"),
        Case(
            arguments: ["generate", "--output", "../x"], status: 64,
            firstLine: "error: `--output ../x` leaves the project folder; give a folder inside it",
            names: "--output ../x"),
        Case(
            arguments: ["generate", "--tests", "/etc"], status: 64,
            firstLine: "error: `--tests /etc` is outside the project folder; give a folder relative to it",
            names: "--tests /etc"),
        Case(
            arguments: ["generate", "--flavor", "nosuch"], status: 64,
            firstLine:
                "error: `--flavor nosuch`: unknown flavor `nosuch`; the built-in flavors are `swiftui`, `terminal`, `uikit`, or give the path of a template folder",
            names: "nosuch"),
        Case(
            arguments: ["generate", "--module", "bad-module"], status: 64,
            firstLine: "error: `--module bad-module` is not a Swift module name; did you mean `BadModule`?",
            names: "--module bad-module"),
        Case(
            arguments: ["generate", "--templates", "nosuchdir"], status: 64,
            firstLine: "error: `--templates nosuchdir` is not a folder",
            names: "--templates nosuchdir"),
        Case(
            arguments: ["generate", "--templates", "scenegen.yml"], status: 64,
            firstLine: "error: `--templates scenegen.yml` is not a folder", names: "--templates scenegen.yml"),
    ]

    /// A project with a spec and the files of one scene, as a user has it.
    static func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("module: Shop\nscenes:\n  Home:\n    fields:\n      title: String\n", to: "scenegen.yml")
        let result = try sandbox.run(["generate"])
        #expect(result.status == 0, "\(result)")
        return sandbox
    }

    @Test(arguments: usage + input)
    func failsCleanly(_ badCase: Case) throws {
        let sandbox = try Self.project()
        let check = {
            let before = sandbox.snapshot()
            let result = try sandbox.run(badCase.arguments)
            let after = sandbox.snapshot()
            let what = "scenegen \(badCase.testDescription)"
            CleanFailure.expect(
                result, status: badCase.status, firstLine: badCase.firstLine, before: before, after: after, what)
            #expect(result.stderrFirstLine.hasPrefix("error: "), "\(what)\n\(result)")
            #expect(
                result.stderrFirstLine.contains(badCase.names),
                "\(what): the first line does not name `\(badCase.names)`\n\(result)")
            if badCase.status == 64 {
                #expect(
                    result.stderr.contains("Usage: scenegen") || result.stderr.contains("See 'scenegen --help'"),
                    "\(what): a usage error shows the usage\n\(result)")
            }
        }
        if let issue = badCase.knownIssue {
            withKnownIssue(Comment(rawValue: issue)) { try check() }
        } else {
            try check()
        }
    }

    /// A usage error about one word shows the command line under it with a caret at that word
    /// (the value of `--name=value` after its `=`; a word a shell would split, quoted).
    @Test(arguments: [
        (["generate", "--dry-rn"], "  scenegen generate --dry-rn", "                    ^~~~~~~~"),
        (["generate", "--only", "Nope"], "  scenegen generate --only Nope", "                           ^~~~"),
        (["graph", "--format=svgg"], "  scenegen graph --format=svgg", "                          ^~~~"),
        (["new", "Bad Name"], "  scenegen new 'Bad Name'", "                ^~~~~~~~"),
        (["new", "X", "--field", ":String"], "  scenegen new X --field :String", "                         ^~~~~~~"),
    ])
    func usageErrorsPointAtTheWord(arguments: [String], line: String, caret: String) throws {
        let sandbox = try Self.project()
        let result = try sandbox.run(arguments)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(result.status == 64, "\(result)")
        #expect(lines.count > 3 && lines[1] == line && lines[2] == caret, "\(result)")
    }

    @Test func catalogueHoldsAtLeastTwentyCommandLines() {
        #expect(Self.usage.count + Self.input.count >= 20)
    }
}
