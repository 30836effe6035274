import ScenegenTestSupport
import TemplateEngine
import Testing

/// The errors of the tags added for Stencil and StencilSwiftKit parity, with
/// the exact place each points at (`1️⃣`); where Stencil fails too, the
/// recorded corpus (StencilRecordedTests) checks that we fail, this checks where and what we say.
@Suite("Errors of break, continue, ifnot, set, macro, call, import, map and look-alike tags")
struct NewTagErrorTests {
    @Test(arguments: [
        ("a1️⃣{% break %}", "`break` can be used only inside a `for` loop"),
        (
            "{% for x in xs %}{% continue a 1️⃣b %}{% endfor %}",
            "`continue` takes at most one argument, the label of a loop: `{% continue outer %}`"
        ),
        (
            "{% for x in xs %}{% break 1️⃣\"a\" %}{% endfor %}",
            "the string \"a\" is not a name; expected the label of a loop"
        ),
        ("1️⃣{% ifnot x %}a", "unclosed `ifnot`: expected `{% endif %}` before the end of the template"),
        ("{% ifnot 1️⃣%}a{% endif %}", "expected a condition"),
        ("{% set 1️⃣%}", "`set` takes a variable name and a value: `{% set name value %}`"),
        (
            "{% set 1️⃣\"a\" 1 %}",
            "the string \"a\" is not a name; `set` takes a variable name and a value: `{% set name value %}`"
        ),
        ("{% set a b 1️⃣c %}", "unexpected `c` in the `set` tag; expected `|` or `%}`"),
        ("1️⃣{% set a %}x", "unclosed `set`: expected `{% endset %}` before the end of the template"),
        ("{% macro 1️⃣%}{% endmacro %}", "`macro` takes a name, then its parameters: `{% macro name a b %}`"),
        (
            "{% macro m 1️⃣\"p\" %}{% endmacro %}",
            "the string \"p\" is not a name; `macro` takes a name, then its parameters: `{% macro name a b %}`"
        ),
        ("{% call 1️⃣%}", "`call` takes the name of a macro, then its arguments: `{% call name x %}`"),
        ("{% call 1️⃣\"m\" %}", "`call` needs the name of a macro, not a value"),
        ("{% import 1️⃣%}", "expected the name of the template to import: `{% import \"macros.stencil\" %}`"),
        (
            "{% map xs 1️⃣ys %}{% endmap %}",
            "`map` reads `{% map items into names %}` or `{% map items into names using item %}`"
        ),
        (
            "{% map xs into ys 1️⃣with y %}{% endmap %}",
            "`map` reads `{% map items into names %}` or `{% map items into names using item %}`"
        ),
        ("{% 1️⃣endmacro %}", "unexpected `endmacro` without a matching `macro`"),
        ("{% ifnot x %}{% 1️⃣elif y %}{% endif %}", "unexpected `elif`; expected `endif` to close the `ifnot` on line 1"),
        ("{% macro m %}{% 1️⃣endfor %}", "unexpected `endfor`; expected `endmacro` to close the `macro` on line 1"),
        ("{% 1️⃣sett a 1 %}", "unknown tag `sett`; did you mean `set`?"),
        (
            "x1️⃣{{{ v }}}",
            "`{{{` starts a variable with `{`, which prints nothing; to print a brace before a value, write `{{ \"{\" }}{{ value }}`"
        ),
    ])
    func parseError(marked: String, message: String) {
        let result = markedError(marked, ["xs": [1, 2]])
        #expect(result.actual == result.expected, "\(marked)")
        #expect(result.error?.message == message)
    }

    @Test(arguments: [
        (
            "{% for x in xs %}{% for y in xs %}1️⃣{% break inner %}{% endfor %}{% endfor %}",
            "no loop labeled `inner` is running here"
        ),
        (
            "{% for x in none %}{% empty %}1️⃣{% continue %}{% endfor %}",
            "no loop is running here (`continue` in `{% empty %}`?)"
        ),
        ("{% macro m a %}{% endmacro %}1️⃣{% call m 1 2 %}", "macro `m` takes 1 argument, not 2"),
        ("{% call 1️⃣nope %}", "call to undefined macro `nope`"),
        (
            "{% macro m %}{% call m %}{% endmacro %}{% call m %}",
            "macro calls nest deeper than 64 levels; does `m` call itself without a condition that ends it?"
        ),
        ("1️⃣{% import \"missing\" %}", "no template named `missing` in the built-in templates"),
        ("{% for x in 1️⃣xs %}{{ y }}{% endfor %}", "no error"),
    ])
    func renderError(marked: String, message: String) {
        let template = MarkedText(marked)
        let error = TemplateEngineTests.renderError(template.text, ["xs": [1], "none": []])
        if message == "no error" {
            #expect(error == nil)
            return
        }
        #expect(error?.message == message, "\(marked)")
        if let position = template.position {
            #expect(
                error.map { "\($0.span?.start.line ?? 0):\($0.span?.start.column ?? 0)" } == position.description)
        }
    }

    @Test func runawayMacroNamesTheCall() {
        let error = TemplateEngineTests.renderError("{% macro m %}{% call m %}{% endmacro %}{% call m %}", ["xs": [1]])
        #expect(error?.notes.isEmpty == false)
    }
}
