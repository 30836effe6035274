import ScenegenCore
import TemplateEngine

/// libFuzzer entry point: the input is the template `main`, beside fixed
/// partials it may include or extend (and that include it back). It is
/// parsed and rendered with a scene-like context in six modes (no trimming,
/// line trimming, Stencil's smart trimming; strict and lenient). Any input must render or throw
/// a `TemplateError`; one that blames the input must point into it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // -1 keeps non-UTF-8 inputs out of the corpus: the CLI refuses them before parsing.
    guard let text = FuzzInput.text(data, size) else { return -1 }
    var templates = TemplateFuzzFixture.partials
    templates["main"] = text
    let loader = DictionaryTemplateLoader(templates: templates)
    let file = SourceFile(path: "main", text: text)
    for trim in [TemplateTrimMode.stencil(.nothing), .lines, .stencil(.smart)] {
        for strict in [false, true] {
            let environment = TemplateEnvironment(loader: loader, options: TemplateOptions(trim: trim, strict: strict))
            do {
                _ = try environment.template(named: "main").render(TemplateFuzzFixture.context)
            } catch {
                FuzzInput.report(error.diagnostics, in: file, sources: environment.loadedSources)
            }
        }
    }
    return 0
}

/// The fixed partials and context every fuzzed template meets.
enum TemplateFuzzFixture {
    /// Templates the input can reach by name: `{% include "row" %}`,
    /// `{% extends "base" %}`, and one that includes `main` back (a cycle).
    static let partials: [String: String] = [
        "row": "{{ field.name|upperFirstLetter }}: {{ field.type }}{% if field.optional %}?{% endif %}\n",
        "base": """
        // {% block header %}{{ scene.name }}{% endblock %}
        {% block body %}{% for field in scene.fields %}{% include "row" %}{% endfor %}{% endblock %}
        {% block footer %}end{% endblock %}

        """,
        "child": "{% extends \"base\" %}{% block body %}{{ block.super }}+{% endblock %}",
        "loop": "{% include \"main\" %}",
        // For `{% import "macros" %}`: a macro and a `set` the importer then sees; and one that imports `main` back.
        "macros": "{% macro row f %}{{ f.name }}{% endmacro %}{% set imported scene.name %}",
        "reimport": "{% import \"main\" %}",
    ]

    /// A scene as the generator hands it to templates: nested dictionaries,
    /// arrays, strings, ints, bools, a double and a null.
    static let context: [String: TemplateValue] = {
        let json = """
            {"scene": {"name": "ProductDetail", "snake": "product_detail", "title": "Product", "count": 3,
              "fields": [
                {"name": "productId", "type": "String", "optional": false, "input": true, "doc": "Identifier"},
                {"name": "price", "type": "Decimal", "optional": true, "input": false, "doc": ""},
                {"name": "tags", "type": "[String]", "optional": false, "input": false, "doc": "a\\nb"}],
              "actions": [{"name": "addToCart", "arguments": []}, {"name": "share", "arguments": ["url"]}],
              "routes": ["Checkout", "Reviews"], "inputs": [], "flags": {"isNew": true, "hasTests": false}},
             "module": "Catalog", "scenes": ["ProductDetail", "Checkout"], "output": "Sources/Scenes",
             "ratio": 1.5, "negative": -42, "nothing": null, "empty": "", "emptyList": [], "emptyDict": {},
             "text": "Hello, World! élan 日本 \\u0000 end", "number": 7, "yes": true, "no": false}
            """
        guard let value = try? JSONParser.parse(SourceFile(path: "context.json", text: json)),
            let context = TemplateValue.context(json: value)
        else { preconditionFailure("the fuzz context is not valid JSON") }
        return context
    }()
}
