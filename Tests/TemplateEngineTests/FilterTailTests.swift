import ScenegenCore
import TemplateEngine
import Testing

/// An output whose last filters are case filters, `join`, or `split`, case
/// filters and `join` prints their result in place, without building it;
/// what it prints must be what the filters' value prints (`set` keeps the value).
@Suite("Filters: outputs that print their last filters in place")
struct FilterTailTests {
    static let context: [String: TemplateValue] = [
        "snake": "show_reviews", "accented": "élan_über_fin", "ligature": "ﬁne_ß", "mark": "a_\u{301}b_c",
        "spaced": "one two  three",
        "words": ["ab", "cd"], "mixed": [1, "a", [2, "b"], ["k": "v"]], "number": 5, "empty": "", "nothing": nil,
    ]

    static let expressions = [
        #"snake|split:"_"|capitalize|join:"""#, #"accented|split:"_"|capitalize|join:"-""#,
        #"mark|split:"_"|uppercase|join:"+""#, #"spaced|split|capitalize|join:"_""#,
        #"snake|split:""|uppercase|join:".""#,
        #"snake|split:"_"|join:", ""#, #"snake|split:"_"|lowercase|uppercase|join"#, #"number|split:"_"|join:"-""#,
        #"words|split:"_"|capitalize|join:"-""#, #"missing|split:"_"|capitalize|join:"""#, #"empty|split:"_"|join:"-""#,
        "snake|uppercase", "accented|uppercase", "ligature|uppercase", #"ligature|split:"_"|capitalize|join"#,
        "accented|capitalize", "snake|lowercase|capitalize",
        "number|uppercase",
        "words|uppercase", "missing|uppercase", "nothing|lowercase", #"words|join:", ""#, "mixed|join",
        #"snake|join:"-""#,
        #"words|capitalize|join:"/""#, #"missing|join:"-""#,
    ]

    @Test(arguments: expressions)
    func printsWhatTheValuePrints(expression: String) throws {
        let printed = try render("{{ \(expression) }}", Self.context)
        let kept = try render("{% set kept \(expression) %}{{ kept }}", Self.context)
        #expect(printed == kept)
    }

    @Test func splitCapitalizeJoin() throws {
        #expect(try render(#"{{ snake|split:"_"|capitalize|join:"" }}"#, Self.context) == "ShowReviews")
        #expect(try render(#"{{ accented|split:"_"|capitalize|join:"-" }}"#, Self.context) == "Élan-Über-Fin")
    }

    @Test func caseFilterAtTheEnd() throws {
        #expect(try render("{{ snake|uppercase }}", Self.context) == "SHOW_REVIEWS")
        #expect(try render("{{ accented|uppercase }}", Self.context) == "ÉLAN_ÜBER_FIN")
    }

    @Test func aFilterRegisteredInPlaceOfABuiltInIsTheOneRun() throws {
        var filters = TemplateFilterRegistry.builtIn
        filters.register(TemplateFilter("uppercase") { value, _ in .string("<\(value?.renderedText ?? "")>") })
        filters.register(TemplateFilter("join", arity: 0...1) { _, _ in .string("joined") })
        let environment = TemplateEnvironment(filters: filters)
        let template = try environment.template(
            source: SourceFile(path: "t", text: #"{{ snake|uppercase }} {{ snake|split:"_"|join:"" }}"#))
        #expect(try template.render(Self.context) == "<show_reviews> joined")
    }
}
