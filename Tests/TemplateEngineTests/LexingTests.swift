import TemplateEngine
import Testing

@Suite("Lexing: text, variables, tags and comments")
struct LexingTests {
    @Test func plainTextPassesThrough() throws { #expect(try render("hello\nworld\n") == "hello\nworld\n") }
    @Test func emptyTemplateRendersNothing() throws { #expect(try render("") == "") }
    @Test func loneBracesAreText() throws { #expect(try render("a { b } c {} }}") == "a { b } c {} }}") }
    @Test func spacedBracesAreNotATag() throws { #expect(try render("{ {x} }") == "{ {x} }") }
    @Test func strayCloseTagMarkersAreText() throws { #expect(try render("50% } and #} here") == "50% } and #} here") }
    @Test func variableWithoutSpaces() throws { #expect(try render("{{name}}", ["name": "Kyle"]) == "Kyle") }
    @Test func variableWithManySpaces() throws { #expect(try render("{{    name    }}", ["name": "Kyle"]) == "Kyle") }
    @Test func tagSpanningLines() throws { #expect(try render("{{\n  name\n}}", ["name": "Kyle"]) == "Kyle") }
    @Test func blockTagSpanningLines() throws {
        #expect(try render("{% if\n  name\n%}yes{% endif %}", ["name": "Kyle"]) == "yes")
    }
    @Test func commentIsRemoved() throws { #expect(try render("a{# note #}b") == "ab") }
    @Test func commentHidesTags() throws { #expect(try render("a{# {{ x }} {% if %} #}b") == "ab") }
    @Test func multiLineComment() throws { #expect(try render("a{# one\ntwo #}b") == "ab") }
    @Test func adjacentTokens() throws { #expect(try render("{{a}}{{b}}{# c #}{{a}}", ["a": "1", "b": "2"]) == "121") }
    @Test func unicodeTextAroundVariables() throws {
        #expect(try render("été {{ x }} 日本 🎉", ["x": "ü"]) == "été ü 日本 🎉")
    }
    @Test func windowsLineEndingsAreKept() throws {
        #expect(try render("a\r\n{{ x }}\r\n", ["x": "b"]) == "a\r\nb\r\n")
    }
    @Test func percentInTextBeforeTag() throws { #expect(try render("100%{% if true %}!{% endif %}") == "100%!") }
    @Test func closingDelimiterInsideStringEndsTheTag() {
        // As in Stencil, a variable ends at the first `}}`, even inside quotes.
        #expect(renderError(#"{{ "}}" }}"#)?.message.hasPrefix("unterminated string") == true)
    }
    @Test func unclosedVariableIsAnError() {
        let result = markedError("line\nab 1️⃣{{ name")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unclosed variable: expected `}}` before the end of the template")
    }
    @Test func unclosedTagIsAnError() {
        let result = markedError("1️⃣{% if x ")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unclosed tag: expected `%}` before the end of the template")
    }
    @Test func unclosedCommentIsAnError() {
        let result = markedError("x 1️⃣{# note")
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "unclosed comment: expected `#}` before the end of the template")
    }
    @Test func columnsCountUnicodeScalars() {
        let result = markedError("é日🎉 {{ x|1️⃣nope }}")
        #expect(result.actual == result.expected)
    }
}
