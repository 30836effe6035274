import ScenegenCore
import TemplateEngine
import Testing

/// A rendering made with `recordsLineMap` knows, for every output line and
/// column, the template file, line and column that produced it.
@Suite("Line map: output positions back to template positions")
struct LineMapTests {
    func mapped(
        _ text: String, _ context: [String: TemplateValue] = [:], templates: [String: String] = [:]
    ) throws -> RenderedTemplate {
        var options = TemplateOptions(trimBlocks: true)
        options.recordsLineMap = true
        let environment = TemplateEnvironment(loader: DictionaryTemplateLoader(templates: templates), options: options)
        return try environment.template(source: SourceFile(path: "main.stencil", text: text))
            .renderWithLineMap(context)
    }

    func at(_ rendered: RenderedTemplate, _ line: Int, _ column: Int) -> String {
        guard let span = rendered.lineMap.templatePosition(line: line, column: column) else { return "none" }
        return "\(span.path):\(span.start.line):\(span.start.column)"
    }

    @Test func textLinesMapToTheirTemplateLines() throws {
        let rendered = try mapped(
            "struct A {\n{% for name in names %}\n    let {{ name }}: Int\n{% endfor %}\n}\n",
            ["names": .array([.string("a"), .string("b")])])
        #expect(rendered.text == "struct A {\n    let a: Int\n    let b: Int\n}\n")
        #expect(at(rendered, 1, 8) == "main.stencil:1:8")
        // Both loop iterations come from template line 3; the text after the variable keeps its column.
        #expect(at(rendered, 2, 5) == "main.stencil:3:5")
        #expect(at(rendered, 3, 10) == "main.stencil:3:19")
        // The variable's output points at the `{{`.
        #expect(at(rendered, 3, 9) == "main.stencil:3:9")
        #expect(at(rendered, 4, 1) == "main.stencil:5:1")
    }

    @Test func anIncludedLineMapsToTheIncludedFile() throws {
        let rendered = try mapped(
            "a\n{% include \"part.stencil\" %}\nz\n", templates: ["part.stencil": "p1\np2 {{ x }}\n"])
        #expect(rendered.text == "a\np1\np2 \nz\n")
        #expect(at(rendered, 2, 1) == "part.stencil:1:1")
        #expect(at(rendered, 3, 2) == "part.stencil:2:2")
        #expect(at(rendered, 4, 1) == "main.stencil:3:1")
    }

    @Test func aColumnPastTheLineEndMapsToTheLastThingOnTheLine() throws {
        let rendered = try mapped("let x = {{ v }}\n", ["v": .string("1")])
        #expect(at(rendered, 1, 10) == "main.stencil:1:9")
        #expect(at(rendered, 1, 40) == "main.stencil:1:9")
    }
}
