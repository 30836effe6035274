import TemplateEngine
import Testing

@Suite("The include tag")
struct IncludeTests {
    @Test func includesWithTheCurrentContext() throws {
        #expect(
            try render(#"<{% include "part" %}>"#, ["name": "Kyle"], templates: ["part": "hi {{ name }}"])
                == "<hi Kyle>")
    }
    @Test func includeSeesLoopVariables() throws {
        #expect(
            try render(
                #"{% for x in xs %}{% include "item" %}{% endfor %}"#, ["xs": [1, 2]], templates: ["item": "[{{ x }}]"])
                == "[1][2]")
    }
    @Test func includeWithASubContext() throws {
        let context: [String: TemplateValue] = ["comment": ["author": "Ana", "text": "Nice"], "author": "outer"]
        #expect(
            try render(#"{% include "comment" comment %}"#, context, templates: ["comment": "{{ author }}: {{ text }}"])
                == "Ana: Nice")
    }
    @Test func subContextKeepsOuterVariables() throws {
        #expect(
            try render(
                #"{% include "c" item %}"#, ["item": ["a": 1], "outer": "O"], templates: ["c": "{{ a }}{{ outer }}"])
                == "1O")
    }
    @Test func subContextDoesNotLeak() throws {
        #expect(try render(#"{% include "c" item %}[{{ a }}]"#, ["item": ["a": 1]], templates: ["c": ""]) == "[]")
    }
    @Test func templateNameFromAVariable() throws {
        #expect(try render("{% include name %}", ["name": "p"], templates: ["p": "P"]) == "P")
    }
    @Test func nestedIncludes() throws {
        #expect(try render(#"{% include "a" %}"#, templates: ["a": #"a{% include "b" %}"#, "b": "b"]) == "ab")
    }
    @Test func boundedRecursionIsAllowed() throws {
        let tree: TemplateValue = ["name": "root", "children": [["name": "leaf", "children": []]]]
        let templates = [
            "node": #"{{ node.name }}({% for child in node.children %}{% include "child" child %}{% endfor %})"#,
            "child": #"{{ name }}({% for c in children %}{% include "child" c %}{% endfor %})"#,
        ]
        #expect(try render(#"{% include "node" %}"#, ["node": tree], templates: templates) == "root(leaf())")
    }
    @Test func missingTemplateIsAnError() {
        let result = markedError(#"a 1️⃣{% include "nope" %}"#, templates: ["hope": ""])
        #expect(result.actual == result.expected)
        #expect(result.error?.message == "no template named `nope` in the built-in templates; did you mean `hope`?")
    }
    @Test func nonStringNameIsAnError() {
        #expect(
            renderError("{% include n %}", ["n": 1])?.message
                == "the template name of `include` must be a string, not an integer")
    }
    @Test func nonDictionaryContextIsAnError() {
        #expect(
            renderError(#"{% include "p" xs %}"#, ["xs": [1]], templates: ["p": ""])?.message
                == "the context of `include` must be a dictionary; `xs` is an array")
    }
    @Test func errorInIncludedTemplatePointsIntoIt() {
        let error = renderError(#"{% include "part" %}"#, templates: ["part": "line\n{{ x|nope }}"])
        #expect(error?.span?.path == "part")
        #expect(error?.span?.start.line == 2)
        #expect(error?.span?.start.column == 6)
        #expect(error?.notes.first?.message == "included from here")
        #expect(error?.notes.first?.span?.path == "main.stencil")
    }
    @Test func selfIncludeIsRunawayRecursion() {
        let error = renderError(#"{% include "loop" %}"#, templates: ["loop": #"x{% include "loop" %}"#])
        #expect(
            error?.message.hasPrefix("includes nest deeper than 64 levels: `loop` → `loop` → `loop` → `loop` → …")
                == true)
        #expect(error?.span?.path == "loop")
    }
    @Test func mutualIncludeIsRunawayRecursion() {
        let error = renderError(
            #"{% include "a" %}"#, templates: ["a": #"{% include "b" %}"#, "b": #"{% include "a" %}"#])
        #expect(error?.message.contains("`a` → `b` → `a` → `b`") == true)
    }
}

@Suite("The filter tag")
struct FilterTagTests {
    @Test func filtersTheBody() throws {
        #expect(try render("{% filter uppercase %}ab{{ x }}{% endfilter %}", ["x": "c"]) == "ABC")
    }
    @Test func chainedFilters() throws {
        #expect(try render("{% filter lowercase|capitalize %}HELLO WORLD{% endfilter %}") == "Hello World")
    }
    @Test func filterWithArguments() throws {
        #expect(try render(#"{% filter replace:"a","o" %}banana{% endfilter %}"#) == "bonono")
    }
    @Test func indentABlock() throws {
        #expect(try render("{% filter indent:2 %}a\nb{% endfilter %}") == "a\n  b")
    }
    @Test func unknownFilterIsAnError() {
        let result = markedError("{% filter 1️⃣upper %}x{% endfilter %}")
        #expect(result.actual == result.expected)
        #expect(result.error?.message.hasPrefix("unknown filter `upper`") == true)
    }
    @Test func missingEndfilterIsAnError() {
        #expect(
            renderError("{% filter uppercase %}x")?.message
                == "unclosed `filter`: expected `{% endfilter %}` before the end of the template")
    }
}
