import ScenegenCLI
import Testing

/// The one place that matches the wording of usage errors: each kind's `error:` text.
@Suite("Usage error messages")
struct UsageErrorMessageTests {
    @Test(arguments: [
        (
            UsageError.Kind.unknownOption("--forse", suggestion: "--force"),
            "unknown option `--forse`; did you mean `--force`?"
        ),
        (.unknownOption("--zz", suggestion: nil), "unknown option `--zz`"),
        (.flagTakesNoValue("--force"), "flag `--force` does not take a value"),
        (.missingValue("--spec <file>"), "missing value for `--spec <file>`"),
        (.repeatedOption("--spec"), "`--spec` given more than once"),
        (.missingArgument("scene"), "missing expected argument `<scene>`"),
        (.unexpectedArgument("Y"), "unexpected argument `Y`"),
        (.forceWithCheck, "`--check` writes nothing, so `--force` has no meaning with it"),
        (.fileGivenTwice, "give the file either as an argument or with `--spec`, not both"),
        (.contextWithRaw, "`--context` prints a spec's context; it does not take `--raw`"),
        (.needsRaw("--batch"), "`--batch` works with `--raw` only"),
        (.batchWithFile, "`--batch` reads the file paths from standard input; give no file"),
        (.twoTrimModes, "--trim-blocks is --trim lines; give one trim mode"),
        (.shellAndList, "give either a shell or `--list`, not both"),
        (.specWithoutList, "`--spec` works with `--list scenes` and `--list services` only"),
        (.invalidSceneName("", option: nil, reason: .empty), "`` is not a scene name; give one such as `CarDetails`"),
        (
            .invalidSceneName("../Evil", option: "--route", reason: .notAName),
            "`--route ../Evil` is not a scene name; use letters and digits, such as `CarDetails` or `car-details`"
        ),
        (
            .memberWithoutName(option: "--field", value: ":Int"),
            "`--field :Int` needs a name; write `--field name:String`"
        ),
        (.memberWithoutName(option: "--action", value: ""), "`--action ` needs a name; write `--action name`"),
        (
            .unknownScene("Hme", option: "--only", suggestion: "Home"),
            "`--only Hme`: the spec has no scene `Hme`; did you mean `Home`?"
        ),
        (.unknownScene("Zz", option: "--only", suggestion: nil), "`--only Zz`: the spec has no scene `Zz`"),
        (
            .routeTypo("Setting", meant: "Settings"),
            "`--route Setting`: the spec has no scene `Setting`; did you mean `Settings`? "
                + "(for a new scene `Setting`, run `scenegen new Setting` first)"
        ),
        (.emptyFlavor, "`--flavor` needs a flavor name, such as `terminal`, or a folder path"),
        (.badParameter("=x", problem: .notKeyValue), "--param `=x`: expected `key=value` or a bare `key`"),
        (.badParameter("a-b=1", problem: .badKey), "--param `a-b=1`: a key is letters and digits, parts joined by `.`"),
        (.badParameter("a.b=1", problem: .holdsValue("a")), "--param `a.b=1`: `a` already holds a value, not keys"),
        (.badParameter("a=1", problem: .holdsKeys("a")), "--param `a=1`: `a` already holds keys or a flag"),
        (.missingTemplate, "missing the template to render"),
        (.unknownHeaderOwner("me"), "unknown --header owner `me`; expected `generated` or `user`"),
        (
            .unknownFormat("svgg", formats: ["mermaid", "dot", "svg"], suggestion: "svg"),
            "`--format svgg` is not a format; use mermaid, dot, svg; did you mean `svg`?"
        ),
        (.unknownShell("tcsh"), "unknown shell `tcsh`; completions exist for `bash`, `zsh` and `fish`"),
        (.unknownList("x"), "`--list` takes `scenes`, `services` or `flavors`, not `x`"),
        (.missingShell, "missing the shell: `bash`, `zsh` or `fish`"),
        (.invalidScene("a message of the spec layer"), "a message of the spec layer"),
    ])
    func eachKindHasItsText(kind: UsageError.Kind, text: String) {
        #expect(kind.message == text)
    }

    @Test func unknownTrimModeNamesTheModes() {
        #expect(UsageError.Kind.unknownTrimMode("x").message.hasPrefix("unknown --trim mode `x`; expected "))
    }

    @Test func severalProblemsKeepTheirOrder() {
        let error = UsageError(all: [UsageError(.missingShell), UsageError(.emptyFlavor)])
        #expect(error.all.map(\.kind) == [.missingShell, .emptyFlavor])
    }
}
