import TemplateEngine
import Testing

@Suite("Whitespace: Stencil's default and `-` control")
struct StencilWhitespaceTests {
    @Test func tagsKeepTheirLinesByDefault() throws {
        #expect(try render("{% if true %}\nx\n{% endif %}\n") == "\nx\n\n")
    }
    @Test func loopLinesByDefault() throws {
        #expect(try render("{% for x in xs %}\n- {{ x }}\n{% endfor %}\n", ["xs": ["a", "b"]]) == "\n- a\n\n- b\n\n")
    }
    @Test func trailingDashTrimsFollowingWhitespaceAndNewlines() throws {
        #expect(try render("a\n{% if true -%}\n  x\n{% endif %}") == "a\nx\n")
    }
    @Test func leadingDashTrimsPrecedingWhitespaceAndNewlines() throws {
        #expect(try render("a  \n\n  {%- if true %}x{% endif %}") == "ax")
    }
    @Test func bothDashes() throws { #expect(try render("a \n {%- if true -%} \n b{% endif %}") == "ab") }
    @Test func dashOnEndTag() throws { #expect(try render("{% if true %}x \n {%- endif %}y") == "xy") }
    @Test func codeGenerationIdiom() throws {
        let template = "enum X {\n{%- for f in xs %}\n    case {{ f }}\n{%- endfor %}\n}"
        #expect(try render(template, ["xs": ["a", "b"]]) == "enum X {\n    case a\n    case b\n}")
    }
    @Test func dashDoesNotReachPastAVariable() throws {
        #expect(try render("{% if true -%}{{ x }}  \n{% endif %}", ["x": "X"]) == "X  \n")
    }
    @Test func commentsDoNotTrim() throws { #expect(try render("a {# c #} b") == "a  b") }
    @Test func plusMarkerChangesNothingByDefault() throws {
        #expect(try render("  {%+ if true +%}\nx{% endif %}") == "  \nx")
    }
    @Test func dashTrimsUnicodeSpaces() throws { #expect(try render("a\u{00A0}\n{%- if true %}b{% endif %}") == "ab") }
}

@Suite("Whitespace: line trimming (trim_blocks + lstrip_blocks), checked against Jinja2")
struct TrimBlocksTests {
    func trimmed(_ text: String, _ context: [String: TemplateValue] = ["xs": ["a", "b"], "x": "X"]) throws -> String {
        try render(text, context, trimBlocks: true)
    }

    @Test func tagLinesVanish() throws {
        #expect(try trimmed("a\n  {% if true %}\n  x\n  {% endif %}\nb\n") == "a\n  x\nb\n")
    }
    @Test func commentLinesVanish() throws { #expect(try trimmed("a\n  {# c #}\nb") == "a\nb") }
    @Test func loopLinesVanish() throws {
        #expect(try trimmed("{% for x in xs %}\n- {{ x }}\n{% endfor %}\n") == "- a\n- b\n")
    }
    @Test func elseLinesVanish() throws {
        #expect(try trimmed("x\n{% if false %}\nno\n{% else %}\nyes\n{% endif %}\n") == "x\nyes\n")
    }
    @Test func tabsBeforeATagAreStripped() throws {
        #expect(try trimmed("a\n\t{% if true %}\n\tb\n\t{% endif %}\n") == "a\n\tb\n")
    }
    @Test func plusKeepsTheIndentation() throws { #expect(try trimmed("  {%+ if true %}\nx{% endif %}") == "  x") }
    @Test func plusKeepsTheNewline() throws { #expect(try trimmed("{% if true +%}\nx{% endif %}") == "\nx") }
    @Test func textBeforeATagOnItsLineStays() throws { #expect(try trimmed("a {% if true %}b{% endif %}") == "a b") }
    @Test func onlyTheFirstNewlineGoes() throws { #expect(try trimmed("{% if true %}\n\nx{% endif %}") == "\nx") }
    @Test func variablesAreNotTrimmed() throws { #expect(try trimmed("  {{ x }}\n") == "  X\n") }
    // Where scenegen's line trimming differs from Jinja2's trim_blocks + lstrip_blocks:
    // only lines holding nothing but tags, comments and blanks are touched, and they go whole.
    @Test func blanksAfterATagOnATagOnlyLineGo() throws {
        // Jinja2 keeps "  \n": trim_blocks removes only a line break right after the tag.
        #expect(try trimmed("{% if true %}  \n{% endif %}") == "")
    }
    @Test func aTagSharingItsLineWithTextKeepsTheIndentation() throws {
        // Jinja2's lstrip_blocks gives "x".
        #expect(try trimmed("   {% if true %}x{% endif %}") == "   x")
    }
    @Test func aLineOfSeveralTagsVanishes() throws {
        // Jinja2 gives "  ".
        #expect(try trimmed("  {% if true %}  {% endif %}\n") == "")
    }
    @Test func anInlineTagAtTheEndOfALineKeepsTheLineBreak() throws {
        // Jinja2 gives "a,b": trim_blocks eats the line break after `{% endif %}`.
        #expect(
            try trimmed("{% for x in xs %}\n{{ x }}{% if not forloop.last %},{% endif %}\n{% endfor %}") == "a,\nb\n")
    }
    @Test func dashStillTrims() throws { #expect(try trimmed("a\n  {%- if true %}\nb{% endif %}") == "ab") }
    @Test func windowsLineEndings() throws { #expect(try trimmed("{% if true %}\r\nx\r\n{% endif %}\r\n") == "x\r\n") }
}
