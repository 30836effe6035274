import TemplateEngine
import Testing

/// Where Stencil crashes or hangs, this engine answers with an error or empty text.
@Suite("Robustness: no crash on hostile templates")
struct RobustnessTests {
    @Test func deeplyNestedTagsAreAnError() {
        let template = String(repeating: "{% if a %}", count: 300) + String(repeating: "{% endif %}", count: 300)
        #expect(renderError(template)?.message == "tags nest deeper than 200 levels")
    }
    @Test func deeplyNestedParenthesesAreAnError() {
        let condition = String(repeating: "(", count: 150) + "a" + String(repeating: ")", count: 150)
        #expect(
            renderError("{% if \(condition) %}{% endif %}")?.message == "the condition nests deeper than 100 levels")
    }
    @Test func longNotChainsAreAnError() {
        let condition = String(repeating: "not ", count: 150) + "a"
        #expect(
            renderError("{% if \(condition) %}{% endif %}")?.message == "the condition nests deeper than 100 levels")
    }
    @Test func deeplyNestedSubscriptsAreAnError() {
        let word = String(repeating: "a[", count: 40) + "k" + String(repeating: "]", count: 40)
        #expect(renderError("{{ \(word) }}")?.message == "subscripts nest deeper than 32 levels")
    }
    @Test func hugeRangesAreAnError() {
        #expect(
            renderError("{% for i in -9223372036854775807...9223372036854775807 %}{% endfor %}")?.message
                == "a range may hold at most 1000000 numbers")
    }
    @Test func hugeIndentIsAnError() {
        #expect(
            renderError("{{ s|indent:100000000 }}", ["s": "a\nb"])?.message
                == "the width argument of `indent` must be between 0 and 1000, not 100000000")
    }
    @Test func lastOfAnEmptyArrayInALoop() throws {
        #expect(try render("{% for x in xs.last %}{{ x }}{% empty %}-{% endfor %}", ["xs": []]) == "-")
    }
    @Test func randomTemplatesNeverCrash() {
        // A deterministic soup of template fragments: every one must render or throw a positioned error.
        let fragments = [
            "{{", "}}", "{%", "%}", "{#", "#}", "{%-", "-%}", " if ", " for ", " in ", " endif ", " endfor ", " else ",
            " x ", "x.y", "[0]", "|", ":", ",", "\"", "'", "(", ")", "==", "not", "and", "...", "1", "-", "\n", "é",
            "]",
            " include ", " extends ", " block ", " endblock ", " filter ", "upper", "xs", " where ", " empty ",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var rendered = 0
        for _ in 0..<2000 {
            let length = next() % 12
            let template = (0..<length).map { _ in fragments[next() % fragments.count] }.joined()
            do {
                _ = try render(template, ["x": ["y": [1]], "xs": [1, 2]], templates: ["a": "{{ x }}"])
                rendered += 1
            } catch let error as TemplateError {
                #expect(error.span != nil, "\(template)")
            } catch {
                Issue.record("unexpected error \(error) for \(template)")
            }
        }
        #expect(rendered > 0)
    }
}
