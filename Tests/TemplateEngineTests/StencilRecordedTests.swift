import Foundation
import ScenegenCore
import TemplateEngine
import Testing

// Replays cases recorded from real Stencil 0.15.1 (with StencilSwiftKit 2.10.1
// where a case says `"environment": "stencilswiftkit"`): each file of
// Tests/Fixtures/templates/stencil-recorded holds one feature's cases, each a
// template, its context (and the templates it includes or imports), the trim
// behaviour, and Stencil's output, or the error Stencil reported. scenegen
// must print the same output, and fail where Stencil fails; the few deliberate
// differences (docs/template-language.md, "Where scenegen differs from Stencil")
// are listed below with what scenegen does instead.

/// One recorded case.
struct RecordedCase: CustomTestStringConvertible {
    let feature: String
    let name: String
    let template: String
    let context: [String: TemplateValue]
    let templates: [String: String]
    let trim: TemplateTrimMode
    /// Stencil's output; nil when Stencil reported `error`.
    let output: String?
    let error: String?

    var testDescription: String { "\(feature)/\(name)" }
}

/// Where scenegen deliberately does something else than Stencil, by `feature/name`.
enum DeliberateDifference {
    /// Stencil renders (silently dropping text, or doing nothing); scenegen reports a positioned error.
    static let errorsInstead: Set<String> = [
        "look-alike-tags/triple-brace", "look-alike-tags/triple-brace-no-space",
        "look-alike-tags/unclosed-tag-at-end", "look-alike-tags/unclosed-comment-at-end",
        "look-alike-tags/unclosed-variable-at-end",
        // `in` binds loosest in Stencil: `not x in y` is `(not x) in y`, always false.
        "dictionaries/not-in-dict",
    ]
    /// Stencil fails; scenegen renders this output.
    static let rendersInstead: [String: String] = [
        // Stencil does not count a labeled `for` as a loop when checking `break`/`continue`.
        "labeled-loops/break-directly-in-labeled": "1",
        "labeled-loops/unlabeled-break-in-labeled": "1",
        // Stencil's `percent` refuses a number not exactly a `Float`; scenegen takes any number.
        "filters-numbers/percent-double": "[50%]",
    ]
    /// Stencil drops a top-level `set` when the context is empty; scenegen sets it.
    static let differentOutput: [String: String] = [
        "set/empty-context-top-level-set": "[x]"
    ]
}

enum RecordedCorpus {
    static let folder = templateFixtures.appendingPathComponent("stencil-recorded")

    static func features() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func cases(of feature: String) throws -> [RecordedCase] {
        let path = folder.appendingPathComponent(feature + ".json").path
        let file = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        guard case .array(let entries) = try JSONParser.parse(file) else { return [] }
        return entries.map { entry in
            func text(_ key: String) -> String? {
                if case .string(let value)? = entry[key] { return value }
                return nil
            }
            var templates: [String: String] = [:]
            if case .object(let pairs)? = entry["templates"] {
                for (key, value) in pairs { if case .string(let body) = value { templates[key] = body } }
            }
            let context = entry["context"].flatMap { TemplateValue.context(json: $0) } ?? [:]
            return RecordedCase(
                feature: feature, name: text("name") ?? "?", template: text("template") ?? "", context: context,
                templates: templates, trim: TemplateTrimMode(name: text("trim") ?? "nothing") ?? .stencil(.nothing),
                output: text("output"), error: text("error"))
        }
    }

    /// Renders a case as Stencil would be asked to: the template is `main`, the others beside it.
    static func render(_ recorded: RecordedCase) throws -> String {
        var templates = recorded.templates
        templates["main"] = recorded.template
        let environment = TemplateEnvironment(
            loader: DictionaryTemplateLoader(templates: templates), options: TemplateOptions(trim: recorded.trim))
        return try environment.template(named: "main").render(recorded.context)
    }
}

@Suite("Recorded from Stencil 0.15.1 / StencilSwiftKit 2.10.1")
struct StencilRecordedTests {
    @Test("every feature file has cases", arguments: RecordedCorpus.features())
    func featureHasCases(_ feature: String) throws {
        #expect(try RecordedCorpus.cases(of: feature).count >= 5)
    }

    @Test("renders as Stencil does", arguments: RecordedCorpus.features())
    func replays(_ feature: String) throws {
        for recorded in try RecordedCorpus.cases(of: feature) {
            let key = "\(feature)/\(recorded.name)"
            let result = Result { try RecordedCorpus.render(recorded) }
            if DeliberateDifference.errorsInstead.contains(key) {
                guard case .failure(let error) = result, let error = error as? TemplateError else {
                    Issue.record(
                        "\(key): expected a positioned error, rendered \(String(describing: try? result.get()))")
                    continue
                }
                #expect(error.span != nil, "\(key): the error has no position")
            } else if let instead = DeliberateDifference.rendersInstead[key]
                ?? DeliberateDifference.differentOutput[key]
            {
                #expect((try? result.get()) == instead, "\(key)")
            } else if let output = recorded.output {
                switch result {
                case .success(let rendered):
                    #expect(rendered == output, "\(key): \(recorded.template.debugDescription)")
                case .failure(let error):
                    Issue.record("\(key): Stencil renders \(output.debugDescription), scenegen fails: \(error)")
                }
            } else {
                if case .success(let rendered) = result {
                    Issue.record(
                        "\(key): Stencil fails (\(recorded.error ?? "")), scenegen renders \(rendered.debugDescription)"
                    )
                }
            }
        }
    }
}
