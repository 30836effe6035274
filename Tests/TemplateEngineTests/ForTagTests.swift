import TemplateEngine
import Testing

@Suite("The for tag and loops")
struct ForTagTests {
    let context: [String: TemplateValue] = [
        "xs": ["a", "b", "c"], "empty": [], "n": 3,
        "users": [["name": "Kyle", "admin": true], ["name": "Ana", "admin": false], ["name": "Bo", "admin": true]],
        "dict": ["b": 2, "a": 1, "c": 3],
    ]

    @Test func iteratesAnArray() throws {
        #expect(try render("{% for x in xs %}{{ x }}{% endfor %}", context) == "abc")
    }
    @Test func iteratesDictionaryItems() throws {
        #expect(try render("{% for u in users %}{{ u.name }},{% endfor %}", context) == "Kyle,Ana,Bo,")
    }
    @Test func counter() throws {
        #expect(try render("{% for x in xs %}{{ forloop.counter }}{% endfor %}", context) == "123")
    }
    @Test func counter0() throws {
        #expect(try render("{% for x in xs %}{{ forloop.counter0 }}{% endfor %}", context) == "012")
    }
    @Test func firstAndLast() throws {
        #expect(
            try render(
                "{% for x in xs %}{% if forloop.first %}<{% endif %}{{ x }}{% if forloop.last %}>{% endif %}{% endfor %}",
                context) == "<abc>")
    }
    @Test func length() throws {
        #expect(try render("{% for x in xs %}{{ forloop.length }}{% endfor %}", context) == "333")
    }
    @Test func separatorIdiom() throws {
        #expect(
            try render(#"{% for x in xs %}{{ x }}{% if not forloop.last %}, {% endif %}{% endfor %}"#, context)
                == "a, b, c")
    }
    @Test func whereClause() throws {
        #expect(try render("{% for u in users where u.admin %}{{ u.name }}{% endfor %}", context) == "KyleBo")
    }
    @Test func whereClauseCountsOnlyKeptItems() throws {
        #expect(
            try render(
                "{% for u in users where u.admin %}{{ forloop.counter }}/{{ forloop.length }}{% if forloop.last %}!{% endif %} {% endfor %}",
                context) == "1/2 2/2! ")
    }
    @Test func whereWithComparison() throws {
        #expect(try render(#"{% for u in users where u.name != "Ana" %}{{ u.name }}{% endfor %}"#, context) == "KyleBo")
    }
    @Test func emptyBlockForEmptyArray() throws {
        #expect(try render("{% for x in empty %}{{ x }}{% empty %}none{% endfor %}", context) == "none")
    }
    @Test func emptyBlockForUndefined() throws {
        #expect(try render("{% for x in missing %}{{ x }}{% empty %}none{% endfor %}") == "none")
    }
    @Test func emptyBlockWhenWhereRemovesAll() throws {
        #expect(try render("{% for x in xs where false %}{{ x }}{% empty %}none{% endfor %}", context) == "none")
    }
    @Test func emptyBlockSkippedWhenThereAreItems() throws {
        #expect(try render("{% for x in xs %}{{ x }}{% empty %}none{% endfor %}", context) == "abc")
    }
    @Test func dictionaryKeyValueSortedByKey() throws {
        #expect(try render("{% for key, value in dict %}{{ key }}={{ value }} {% endfor %}", context) == "a=1 b=2 c=3 ")
    }
    @Test func dictionarySingleVariableIsTheKey() throws {
        // As Stencil binds it (recorded: stencil-recorded/dictionaries.json).
        #expect(try render("{% for item in dict %}{{ item }}[{{ item.value }}]{% endfor %}", context) == "a[]b[]c[]")
    }
    @Test func range() throws { #expect(try render("{% for i in 1...n %}{{ i }}{% endfor %}", context) == "123") }
    @Test func descendingRange() throws { #expect(try render("{% for i in 3...1 %}{{ i }}{% endfor %}") == "321") }
    @Test func rangeWithCount() throws {
        #expect(try render("{% for i in 1...xs.count %}{{ i }}{% endfor %}", context) == "123")
    }
    @Test func nestedLoopsHaveTheirOwnForloop() throws {
        #expect(
            try render(
                "{% for x in xs %}{% for y in xs %}{{ forloop.counter }}{% endfor %}{{ forloop.counter }};{% endfor %}",
                context) == "1231;1232;1233;")
    }
    @Test func nestedLoopSeesOuterVariable() throws {
        #expect(
            try render("{% for x in xs %}{% for y in xs where y == x %}{{ y }}{% endfor %}{% endfor %}", context)
                == "abc")
    }
    @Test func loopVariableShadowsContext() throws {
        #expect(try render("{% for xs in xs %}{{ xs }}{% endfor %}{{ xs.count }}", context) == "abc3")
    }
    @Test func loopVariableDoesNotLeak() throws {
        #expect(try render("{% for x in xs %}{% endfor %}[{{ x }}]", context) == "[]")
    }
    @Test func iteratingAScalarRendersTheEmptyBlock() throws {
        #expect(try render("{% for x in n %}{{ x }}{% empty %}-{% endfor %}", context) == "-")
    }
    @Test func forloopAsAValue() throws {
        #expect(
            try render(
                "{% for x in xs where x == \"a\" %}{{ forloop.counter }}{{ forloop.first }}{{ forloop.last }}{% endfor %}",
                context) == "1truetrue")
    }
    @Test func filteredSequence() throws {
        #expect(
            try render(#"{% for part in s|split:"_" %}{{ part|capitalize }}{% endfor %}"#, ["s": "car_list"])
                == "CarList")
    }
    @Test func missingInIsAnError() {
        let result = markedError("{% for x 1️⃣xs %}{% endfor %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "expected `in` after the loop variable: `for item in items`")
    }
    @Test func tooManyVariablesIsAnError() {
        #expect(
            renderError("{% for a, b, c in d %}{% endfor %}")?.message
                == "a `for` loop takes one variable, or two (`key, value`) over a dictionary")
    }
    @Test func badLoopVariableIsAnError() {
        #expect(
            renderError("{% for a.b in d %}{% endfor %}")?.message
                == "`a.b` cannot be a loop variable; use a plain name")
    }
    @Test func missingEndforIsAnError() {
        let result = markedError("1️⃣{% for x in xs %}\n{{ x }}\n")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unclosed `for`: expected `{% endfor %}` before the end of the template")
    }
    @Test func strayEndforIsAnError() {
        let result = markedError("text\n{% 1️⃣endfor %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unexpected `endfor` without a matching `for`")
    }
    @Test func endforInsideIfIsAnError() {
        let result = markedError("{% for x in xs %}{% if x %}{% 1️⃣endfor %}{% endif %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unexpected `endfor`; expected `endif` to close the `if` on line 1")
    }
}
