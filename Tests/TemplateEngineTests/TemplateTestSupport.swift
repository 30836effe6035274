import Foundation
import ScenegenCore
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

/// A template with `1️⃣` where a diagnostic must point: the text without the
/// marker, and the marker's line and column (Unicode scalars, 1-based).
struct MarkedTemplate {
    let text: String
    let line: Int
    let column: Int

    init(_ marked: String) {
        let marker = "1️⃣"
        guard let range = marked.range(of: marker) else {
            text = marked
            line = 0
            column = 0
            return
        }
        let before = marked[..<range.lowerBound]
        text = marked.replacingOccurrences(of: marker, with: "")
        line = before.filter { $0 == "\n" }.count + 1
        let lastLine = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        column = lastLine.unicodeScalars.count + 1
    }
}

/// The error of a marked template, as `line:column: message`, for one-line assertions.
func markedError(
    _ marked: String, _ context: [String: TemplateValue] = [:], templates: [String: String] = [:], strict: Bool = false
)
    -> (error: TemplateError?, expected: String, actual: String)
{
    let template = MarkedTemplate(marked)
    let error = renderError(template.text, context, templates: templates, strict: strict)
    let actual = error?.span.map { "\($0.start.line):\($0.start.column)" } ?? "no error"
    return (error, "\(template.line):\(template.column)", actual)
}

/// The folder of the template fixtures.
let templateFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/templates")
