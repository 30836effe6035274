import Foundation
import ScenegenCore
import ScenegenTestSupport
import TemplateEngine

/// Renders `text` as a template named `main.stencil`, with `templates` available to include and extend.
func render(
    _ text: String, _ context: [String: TemplateValue] = [:], templates: [String: String] = [:],
    trimBlocks: Bool = false, strict: Bool = false
) throws -> String {
    let environment = TemplateEnvironment(
        loader: DictionaryTemplateLoader(templates: templates),
        options: TemplateOptions(trimBlocks: trimBlocks, strict: strict))
    return try environment.template(source: SourceFile(path: "main.stencil", text: text)).render(context)
}

/// The error rendering (or parsing) `text` throws; nil when it renders.
func renderError(
    _ text: String, _ context: [String: TemplateValue] = [:], templates: [String: String] = [:], strict: Bool = false
) -> TemplateError? {
    do {
        _ = try render(text, context, templates: templates, strict: strict)
        return nil
    } catch let error as TemplateError {
        return error
    } catch {
        return TemplateError("unexpected error type: \(error)", at: nil)
    }
}

/// The error of a marked template, as `line:column: message`, for one-line assertions.
func markedError(
    _ marked: String, _ context: [String: TemplateValue] = [:], templates: [String: String] = [:], strict: Bool = false
)
    -> (error: TemplateError?, expected: String, actual: String)
{
    let template = MarkedText(marked)
    let error = renderError(template.text, context, templates: templates, strict: strict)
    let actual = error?.span.map { "\($0.start.line):\($0.start.column)" } ?? "no error"
    return (error, template.position?.description ?? "0:0", actual)
}

/// The folder of the template fixtures.
let templateFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/templates")
