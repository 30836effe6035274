import ScenegenCore
import TemplateEngine
import Testing

/// `TemplateEnvironment.dependencies(ofTemplateNamed:)`: the templates a
/// rendering reads and the names it may look up, which the run cache keys on.
@Suite("Template dependencies")
struct DependencyTests {
    static let templates = [
        "main.stencil": """
        {% extends "base.stencil" %}{% block body %}{% include "row.stencil" scene %}{% endblock %}
        {# comment: models #}text mentions services
        """,
        "base.stencil": "{% import 'macros.stencil' %}{{ module }}{% block body %}{% endblock %}",
        "row.stencil": "{% for field in fields %}{{ field.name|upperFirstLetter }}{% endfor %}",
        "macros.stencil": "{% macro line a %}{{ a }}{{ header.generated }}{% endmacro %}{% include \"row.stencil\" %}",
        "dynamic.stencil": "{% include scene.template %}",
        "imported.stencil": "{% import macroFile %}",
        "missing.stencil": "{% include \"nowhere.stencil\" %}",
    ]

    static func environment() -> TemplateEnvironment {
        TemplateEnvironment(loader: DictionaryTemplateLoader(templates: templates))
    }

    /// Every template reached through extends, include and import, once each, the one asked for first.
    @Test func theTemplatesReadAreItAndEveryOneItReaches() throws {
        let found = try Self.environment().dependencies(ofTemplateNamed: "main.stencil")
        #expect(
            found.templates.map(\.path).map { $0.split(separator: "/").last.map(String.init) ?? $0 } == [
                "main.stencil", "base.stencil", "row.stencil", "macros.stencil",
            ])
        #expect(found.isClosed)
    }

    /// The names of tags and variables count, in every template reached; text and comments do not.
    @Test func theNamesAreTheWordsOfTagsAndVariables() throws {
        let names = try Self.environment().dependencies(ofTemplateNamed: "main.stencil").names
        for name in ["scene", "module", "fields", "field", "name", "upperFirstLetter", "header", "generated", "a"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("models") && !names.contains("services") && !names.contains("text"))
    }

    /// A template named by anything but a string literal cannot be known from the text.
    @Test func aTemplateNamedByAnExpressionIsNotClosed() throws {
        #expect(try !Self.environment().dependencies(ofTemplateNamed: "dynamic.stencil").isClosed)
        #expect(try !Self.environment().dependencies(ofTemplateNamed: "imported.stencil").isClosed)
    }

    /// A template reached that does not exist is the error rendering would give.
    @Test func aMissingTemplateThrows() {
        #expect(throws: TemplateError.self) {
            try Self.environment().dependencies(ofTemplateNamed: "missing.stencil")
        }
    }
}
