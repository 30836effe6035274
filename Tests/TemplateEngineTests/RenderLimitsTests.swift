import ScenegenCore
import TemplateEngine
import Testing

/// A runaway template stops with an error at the loop instead of eating time or memory.
@Suite("Render limits")
struct RenderLimitsTests {
    @Test func nestedHugeLoopsStopAtTheIterationBudget() {
        let error = renderError("{% for i in 1...1000 %}{% for j in 1...1000000 %}{% endfor %}{% endfor %}")
        #expect(error?.message.hasPrefix("this rendering ran more than 1000000 loop iterations") == true)
        #expect(error?.span?.start.description == "1:24", "the inner loop, where the budget ran out")
    }

    @Test func outputPastTheCapStops() {
        let line = String(repeating: "x", count: 1_000)
        let error = renderError("{% for i in 1...90000 %}{{ line }}{% endfor %}", ["line": .string(line)])
        #expect(error?.message.hasPrefix("this rendering passed 64 MB of output") == true)
        #expect(error?.span?.start.description == "1:1")
    }

    @Test func ordinaryLargeLoopsAreFine() throws {
        let output = try render("{% for i in 1...100000 %}.{% endfor %}")
        #expect(output.count == 100_000)
    }

    @Test func theBudgetIsPerRendering() throws {
        let environment = TemplateEnvironment(loader: DictionaryTemplateLoader(templates: [:]))
        let template = try environment.template(
            source: SourceFile(path: "t", text: "{% for i in 1...600000 %}{% endfor %}ok"))
        for _ in 0..<4 { #expect(try template.render() == "ok") }
    }
}
