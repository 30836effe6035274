import ScenegenCore
import TemplateEngine
import Testing

/// Every parse error points at the exact character: the `1️⃣` marks where.
@Suite("Errors: exact positions and messages")
struct ErrorPositionTests {
    @Test(arguments: [
        ("{% 1️⃣iff x %}{% endif %}", "unknown tag `iff`; did you mean `if`?"),
        ("a\n  {% 1️⃣frobnicate %}", "unknown tag `frobnicate`"),
        ("1️⃣{% , %}", "expected a tag name such as `if`, `for` or `include`"),
        ("1️⃣{{ }}", "empty variable tag: expected a variable name between `{{` and `}}`"),
        ("{{ a 1️⃣b }}", "unexpected `b` in the variable tag; expected `|`, `if` or `}}`"),
        ("{{ 1️⃣| a }}", "expected a variable or a value, found `|`"),
        ("{{ x|default: 1️⃣}}", "expected a variable or a value"),
        ("{{ 1️⃣.a }}", "unexpected `.` in `.a`"),
        ("{{ a1️⃣. }}", "unexpected `.` at the end of `a.`"),
        ("{{ a1️⃣[ }}", "unbalanced `[`: expected `]`"),
        ("{{ a[0]1️⃣b }}", "expected `.` or `[` after `]` in `a[0]b`"),
        ("{{ a[0]1️⃣] }}", "unbalanced `]` in `a[0]]`"),
        ("{{ 1️⃣\"abc }}", "unterminated string: expected a closing `\"`"),
        ("{% if a 1️⃣! b %}{% endif %}", "unexpected `!`; did you mean `!=`?"),
        ("{% for x in 1️⃣%}{% endfor %}", "expected a variable or a value"),
        ("{% for x in xs 1️⃣when x %}{% endfor %}", "unexpected `when` in the `for` tag; expected `where` or `%}`"),
        ("{% for 1️⃣in xs %}{% endfor %}", "expected a loop variable: `for item in items`"),
        ("{% include 1️⃣%}", "expected the name of the template to include: `{% include \"name\" %}`"),
        ("{% include \"a\" 1️⃣\"b\" %}", "unexpected the string \"b\" in the `include` tag; expected `%}`"),
        ("{% if x %}\n{% 1️⃣endfor %}\n{% endif %}", "unexpected `endfor`; expected `endif` to close the `if` on line 1"),
        ("{% 1️⃣endif %}", "unexpected `endif` without a matching `if`"),
        ("{% 1️⃣else %}", "unexpected `else` without a matching `if`"),
        ("{% 1️⃣empty %}", "unexpected `empty` without a matching `for`"),
        ("{% 1️⃣endblock %}", "unexpected `endblock` without a matching `block`"),
        ("x\n1️⃣{% block b %}", "unclosed `block`: expected `{% endblock %}` before the end of the template"),
        (
            "{% for x in xs %}{% if x %}\n{% for y in x %}{% 1️⃣endif %}{% endfor %}",
            "unexpected `endif`; expected `endfor` to close the `for` on line 2"
        ),
        ("{% if a == 1️⃣%}{% endif %}", "expected a condition"),
        ("{{ x|default:\"a\"|1️⃣nope }}", "unknown filter `nope`"),
        // A `{{` left open runs into the next tag: the error is at the `{{` that was not closed.
        (
            "a\nlet x = 1️⃣{{ name\nlet y = {{ other }}\n",
            "unclosed variable: expected `}}` before the `{{` on line 3"
        ),
        ("{% if a %}\n1️⃣{% if b\n{% endif %}{% endif %}", "unclosed tag: expected `%}` before the `{%` on line 3"),
    ])
    func parseError(marked: String, message: String) {
        let result = markedError(marked)
        #expect(result.actual == result.expected, "\(marked)")
        #expect(result.error?.message == message)
    }

    /// Positions are found from a remembered line (the parser asks in source
    /// order); an error far after it, or back before it, must still be exact.
    @Test(arguments: [0, 1, 2, 500])
    func positionsAfterManyLinesAndBackwards(lines: Int) {
        let filler = String(repeating: "é {{ a }}\n", count: lines)
        let after = markedError("\(filler){% for x in xs %}{{ x }}\n\(filler){% 1️⃣nope %}")
        #expect(after.actual == after.expected)
        let forward = markedError("\(filler){{ a }}\n{{ b }}\nxé {{ c|1️⃣nope }}")
        #expect(forward.actual == forward.expected)
        let back = markedError("\(filler)1️⃣{% if x %}\n\(filler){{ a }}")
        #expect(back.actual == back.expected)
        #expect(back.error?.message.hasPrefix("unclosed `if`") == true)
    }

    @Test func spanCoversTheWholeName() {
        let error = renderError("{{ name|uppercse }}")
        #expect(error?.span?.start.column == 9)
        #expect(error?.span?.end.column == 17)
    }
    @Test func spanOfAnUnknownTagName() {
        let error = renderError("{% iff x %}")
        #expect(error?.span?.start.column == 4)
        #expect(error?.span?.end.column == 7)
    }
    @Test func errorsNameTheTemplatePath() {
        #expect(renderError("{% nope %}")?.span?.path == "main.stencil")
    }
    @Test func renderErrorPointsAtTheFilter() {
        let result = markedError("line one\n{{ s|1️⃣indent:\"x\" }}", ["s": "a"])
        #expect(result.actual == result.expected)
    }
    @Test func rangeOfNonIntegersIsARenderError() {
        let result = markedError("{% for i in 1️⃣1...x %}{% endfor %}", ["x": "a"])
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "both ends of a range must be integers")
    }
    @Test func diagnosticRendersWithSourceLineAndCaret() {
        let source = "Hello\n{{ name|uppercse }}\n"
        let error = renderError(source)
        let renderer = DiagnosticRenderer { path in path == "main.stencil" ? source : nil }
        #expect(
            renderer.render(error?.diagnostics ?? []) == """
                main.stencil:2:9: error: unknown filter `uppercse`; did you mean `uppercase`?
                {{ name|uppercse }}
                        ^~~~~~~~

                """)
    }
    @Test func includeChainRendersAsNotes() {
        let error = renderError(#"{% include "a" %}"#, templates: ["a": #"{% include "b" %}"#, "b": "{{ x|nope }}"])
        #expect(error?.notes.map(\.message) == ["included from here", "included from here"])
        #expect(error?.notes.map { $0.span?.path ?? "" } == ["a", "main.stencil"])
    }
}

@Suite("Strict mode")
struct StrictModeTests {
    @Test func undefinedVariableIsAnError() {
        let result = markedError("Hi {{ 1️⃣nmae }}", ["name": "Kyle"], strict: true)
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "undefined variable `nmae`; did you mean `name`?")
    }
    @Test func missingKeyNamesTheKey() {
        let error = renderError("{{ scene.nmae }}", ["scene": ["name": "A"]], strict: true)
        #expect(error?.message == "undefined variable `scene.nmae`: `scene` has no key `nmae`; did you mean `name`?")
    }
    @Test func emptyArrayIsNamed() {
        let error = renderError("{{ xs.first.name }}", ["xs": []], strict: true)
        #expect(error?.message == "undefined variable `xs.first.name`: `xs` is an empty array")
    }
    @Test func definedVariablesRender() throws {
        #expect(try render("{{ a }}", ["a": "A"], strict: true) == "A")
    }
    @Test func defaultFilterIsAllowed() throws {
        #expect(try render(#"{{ a|default:"x" }}"#, strict: true) == "x")
    }
    @Test func conditionsMayTestUndefinedVariables() throws {
        #expect(try render("{% if a %}A{% else %}none{% endif %}", strict: true) == "none")
    }
    @Test func loopingOverUndefinedIsAnError() {
        #expect(
            renderError("{% for x in scene.feilds %}{% endfor %}", ["scene": ["fields": []]], strict: true)?.message
                == "undefined variable `scene.feilds`: `scene` has no key `feilds`; did you mean `fields`?")
    }
    @Test func nullIsDefined() throws {
        #expect(try render("[{{ a }}]", ["a": nil], strict: true) == "[]")
    }
    @Test func notStrictByDefault() throws {
        #expect(try render("[{{ a }}]") == "[]")
    }
}
