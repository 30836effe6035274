import ScenegenCore
import Testing

@Suite("Diagnostic rendering")
struct DiagnosticRendererTests {
    let source = "module: CarShop\nscenes:\n  CarList:\n    feilds: {}\n"

    func renderer() -> DiagnosticRenderer {
        let text = source
        return DiagnosticRenderer { path in path == "scenegen.yml" ? text : nil }
    }

    @Test func errorWithSourceLineAndCaret() {
        let span = SourceSpan(
            path: "scenegen.yml", start: SourcePosition(line: 4, column: 5), end: SourcePosition(line: 4, column: 11))
        let text = renderer().render(.error("unknown key `feilds`; did you mean `fields`?", at: span))
        #expect(
            text == """
                scenegen.yml:4:5: error: unknown key `feilds`; did you mean `fields`?
                    feilds: {}
                    ^~~~~~

                """)
    }

    @Test func errorWithoutKnownSourceHasNoExcerpt() {
        let text = renderer().render(.error("bad", at: SourceSpan(path: "other.yml", line: 2, column: 3)))
        #expect(text == "other.yml:2:3: error: bad\n")
    }

    @Test func errorWithoutSpan() {
        #expect(renderer().render(.error("no such file `x.yml`")) == "error: no such file `x.yml`\n")
    }

    @Test func notesFollowTheirDiagnostic() {
        let first = SourceSpan(path: "scenegen.yml", line: 3, column: 3)
        let diagnostic = Diagnostic.error(
            "duplicate key", at: SourceSpan(path: "scenegen.yml", line: 1, column: 1),
            notes: [.note("first defined here", at: first)])
        let text = renderer().render(diagnostic)
        #expect(text.contains("scenegen.yml:1:1: error: duplicate key\nmodule: CarShop\n^\n"))
        #expect(text.hasSuffix("scenegen.yml:3:3: note: first defined here\n  CarList:\n  ^\n"))
    }

    @Test func caretKeepsTabsSoItLinesUp() {
        let renderer = DiagnosticRenderer { _ in "\tkey: x\n" }
        let text = renderer.render(.error("tab", at: SourceSpan(path: "f", line: 1, column: 2)))
        #expect(text == "f:1:2: error: tab\n\tkey: x\n\t^\n")
    }

    @Test func caretPastEndOfLine() {
        let renderer = DiagnosticRenderer { _ in "key: \"abc" }
        let text = renderer.render(.error("unterminated", at: SourceSpan(path: "f", line: 1, column: 10)))
        #expect(text == "f:1:10: error: unterminated\nkey: \"abc\n         ^\n")
    }

    @Test func colorsWrapLabelAndCaret() {
        let renderer = DiagnosticRenderer(colors: true) { _ in "x\n" }
        let text = renderer.render(.error("bad", at: SourceSpan(path: "f", line: 1, column: 1)))
        #expect(text.contains("\u{1B}[31merror:"))
        #expect(text.contains("\u{1B}[32m^"))
    }
}

@Suite("Source files")
struct SourceFileTests {
    @Test(arguments: [
        ("a\nb\nc", 2, "b"), ("a\r\nb\r\n", 2, "b"), ("a\rb", 2, "b"), ("only", 1, "only"), ("", 1, ""),
    ])
    func lineByNumber(text: String, number: Int, expected: String) {
        #expect(SourceFile(path: "f", text: text).line(number) == expected)
    }

    @Test func linePastTheEndIsNil() {
        #expect(SourceFile(path: "f", text: "a\n").line(2) == nil)
        #expect(SourceFile(path: "f", text: "a").line(0) == nil)
        #expect(SourceFile(path: "f", text: "a\nb").line(3) == nil)
    }
}

@Suite("Name suggestions")
struct NameSuggestionTests {
    @Test(arguments: [
        ("feilds", "fields"), ("acions", "actions"), ("rotues", "routes"), ("Input", "inputs"), ("modul", "module"),
    ])
    func suggestsTheClosestName(typo: String, expected: String) {
        let keys = ["module", "flavor", "fields", "inputs", "actions", "routes", "title"]
        #expect(NameSuggestion.closest(to: typo, among: keys) == expected)
    }

    @Test func noSuggestionWhenNothingIsClose() {
        #expect(NameSuggestion.closest(to: "zzzzzz", among: ["module", "flavor"]) == nil)
        #expect(NameSuggestion.closest(to: "x", among: [String]()) == nil)
    }
}

@Suite("Control characters in diagnostics")
struct ControlCharacterRenderingTests {
    @Test func messagesNameControlCharactersAsEscapes() {
        let text = DiagnosticRenderer().render(.error("scene name `Ev\nil\0` and `a\tb` and `\u{1B}[31m`"))
        #expect(text == "error: scene name `Ev\\nil\\0` and `a\\tb` and `\\u{1B}[31m`\n")
    }

    @Test func sourceLinesShowThemAsReplacementCharactersAndTheCaretStillLinesUp() {
        let renderer = DiagnosticRenderer { _ in "a: \u{07}x\u{00}\n" }
        let text = renderer.render(.error("bad", at: SourceSpan(path: "f", line: 1, column: 6)))
        #expect(text == "f:1:6: error: bad\na: \u{FFFD}x\u{FFFD}\n     ^\n")
    }
}
