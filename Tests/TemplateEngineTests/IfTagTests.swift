import TemplateEngine
import Testing

@Suite("The if tag")
struct IfTagTests {
    @Test func trueBranch() throws { #expect(try render("{% if a %}yes{% endif %}", ["a": true]) == "yes") }
    @Test func falseBranch() throws { #expect(try render("[{% if a %}yes{% endif %}]", ["a": false]) == "[]") }
    @Test func elseBranch() throws { #expect(try render("{% if a %}yes{% else %}no{% endif %}", ["a": false]) == "no") }
    @Test func elifBranch() throws {
        #expect(try render("{% if a %}1{% elif b %}2{% else %}3{% endif %}", ["b": true]) == "2")
    }
    @Test func severalElifs() throws {
        #expect(try render("{% if a %}1{% elif b %}2{% elif c %}3{% endif %}", ["c": 1]) == "3")
    }
    @Test func firstTrueBranchWins() throws {
        #expect(try render("{% if a %}1{% elif a %}2{% endif %}", ["a": 1]) == "1")
    }
    @Test func nested() throws {
        #expect(try render("{% if a %}{% if b %}ab{% else %}a{% endif %}{% endif %}", ["a": 1, "b": 0]) == "a")
    }
    @Test(arguments: [
        ("true", true), ("false", false), ("\"x\"", true), ("\"\"", false), ("1", true), ("0", false), ("-1", false),
        ("0.5", true), ("missing", false), ("items", true), ("none", false), ("dict", true), ("emptyDict", false),
        ("null", false),
    ])
    func truthiness(expression: String, truthy: Bool) throws {
        let context: [String: TemplateValue] = [
            "items": [1], "none": [], "dict": ["a": 1], "emptyDict": [:], "null": nil,
        ]
        #expect(try render("{% if \(expression) %}T{% else %}F{% endif %}", context) == (truthy ? "T" : "F"))
    }
    @Test func filtersInConditions() throws {
        #expect(try render(#"{% if name|lowercase == "kyle" %}hi{% endif %}"#, ["name": "KYLE"]) == "hi")
    }
    @Test func missingEndifIsAnError() {
        let result = markedError("a\n1️⃣{% if x %}b")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unclosed `if`: expected `{% endif %}` before the end of the template")
    }
    @Test func elseTakesNoArgument() {
        #expect(renderError("{% if a %}{% else b %}{% endif %}")?.message == "`else` takes no argument; unexpected `b`")
    }
    @Test func elifAfterElseIsAnError() {
        let result = markedError("{% if a %}{% else %}{% 1️⃣elif b %}{% endif %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unexpected `elif`; expected `endif` to close the `if` on line 1")
    }
    @Test func emptyConditionIsAnError() {
        #expect(renderError("{% if %}x{% endif %}")?.message == "expected a condition")
    }
}

@Suite("Operators of if")
struct OperatorTests {
    func check(_ condition: String, _ context: [String: TemplateValue] = [:]) throws -> Bool {
        try render("{% if \(condition) %}T{% else %}F{% endif %}", context) == "T"
    }

    @Test func and() throws { #expect(try check("a and b", ["a": 1, "b": 1]) && !check("a and b", ["a": 1])) }
    @Test func or() throws { #expect(try check("a or b", ["b": 1]) && !check("a or b")) }
    @Test func not() throws { #expect(try check("not a") && !check("not a", ["a": 1])) }
    @Test func notBindsTighterThanOr() throws { #expect(try check("not a or b", ["a": 1, "b": 1])) }
    @Test func andBindsTighterThanOr() throws { #expect(try check("a or b and c", ["a": 1])) }
    @Test func parenthesesChangePrecedence() throws { #expect(try !check("(a or b) and c", ["a": 1])) }
    @Test func nestedParentheses() throws { #expect(try check("((a or b) and (c or d))", ["b": 1, "d": 1])) }
    @Test func equalStrings() throws { #expect(try check(#"name == "Kyle""#, ["name": "Kyle"])) }
    @Test func equalNumbersAcrossKinds() throws { #expect(try check("a == 1", ["a": 1.0])) }
    @Test func equalBooleans() throws { #expect(try check("a == true", ["a": true])) }
    @Test func stringIsNotANumber() throws { #expect(try !check(#"a == "1""#, ["a": 1])) }
    @Test func undefinedEqualsUndefined() throws { #expect(try check("a == b")) }
    @Test func undefinedDiffersFromValue() throws { #expect(try check("a != 1")) }
    @Test func notEqual() throws { #expect(try check("a != 2", ["a": 1]) && !check("a != 1", ["a": 1])) }
    @Test func lessThan() throws { #expect(try check("a < 2", ["a": 1]) && !check("a < 1", ["a": 1])) }
    @Test func lessThanOrEqual() throws { #expect(try check("a <= 1", ["a": 1]) && !check("a <= 0", ["a": 1])) }
    @Test func greaterThan() throws { #expect(try check("a > 10", ["a": 12]) && !check("a > 12", ["a": 12])) }
    @Test func greaterThanOrEqual() throws { #expect(try check("a >= 12", ["a": 12]) && !check("a >= 13", ["a": 12])) }
    @Test func comparisonsNeedNumbers() throws { #expect(try !check(#"a < "b""#, ["a": "a"])) }
    @Test func comparisonOfACount() throws { #expect(try check("xs.count > 1", ["xs": [1, 2]])) }
    @Test func inArray() throws {
        #expect(try check(#""b" in xs"#, ["xs": ["a", "b"]]) && !check(#""z" in xs"#, ["xs": ["a"]]))
    }
    @Test func inString() throws { #expect(try check(#""ar" in s"#, ["s": "car"])) }
    /// Stencil's `in` looks in arrays, ranges and strings only (recorded: stencil-recorded/dictionaries.json).
    @Test func inDictionaryIsFalse() throws { #expect(try !check(#""a" in d"#, ["d": ["a": 1]])) }
    @Test func numberInArray() throws { #expect(try check("2 in xs", ["xs": [1, 2.0]])) }
    @Test func notWithComparison() throws { #expect(try check("not a == 1", ["a": 2])) }
    @Test func comparingAConditionIsAnError() {
        let result = markedError("{% if (a or b) 1️⃣== c %}{% endif %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "`==` compares two values; a condition cannot be one of them")
    }
    @Test func singleEqualsSuggestsDoubleEquals() {
        let result = markedError("{% if a 1️⃣= b %}{% endif %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unexpected `=`; did you mean `==`?")
    }
    @Test func missingRightHandSide() {
        let result = markedError("{% if a and 1️⃣%}{% endif %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "expected a condition")
    }
    @Test func danglingValue() {
        let result = markedError("{% if a 1️⃣b %}{% endif %}")
        #expect(result.actual == result.expected)
        #expect(
            result.error?.message == "unexpected `b` in the `if` condition; expected `and`, `or`, a comparison or `%}`")
    }
    @Test func unbalancedParenthesis() {
        #expect(renderError("{% if (a %}{% endif %}")?.message == "expected `)` to close the `(`")
    }
    @Test func operatorWithoutLeftSide() {
        #expect(renderError("{% if and a %}{% endif %}")?.message == "`and` needs a value on its left")
    }
}
