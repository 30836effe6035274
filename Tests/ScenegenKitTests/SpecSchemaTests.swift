import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec
import ScenegenTestSupport
import Testing

/// The JSON Schema `scenegen schema` prints: its key texts are docs/spec.md's
/// (through `SpecReference`), every key has one, and each flavor's options are
/// in it. (Validation with a real validator: Scripts/check-schema.)
@Suite("JSON Schema of the spec")
struct SpecSchemaTests {
    /// docs/spec.md's Reference: per `###` section, each `- [x] **key**: ... — text` entry.
    static func documentedKeys() throws -> [(section: String, key: String, isRequired: Bool, firstSentence: String)] {
        let docs = Scenegen.repositoryRoot.appendingPathComponent("docs/spec.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "\n## Reference\n"))
        let end = try #require(text.range(of: "\n## Names\n", range: start.upperBound..<text.endIndex))
        var entries: [(String, String, Bool, String)] = []
        var section = ""
        let lines = text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("### ") {
                section = String(line.dropFirst(4))
                continue
            }
            guard line.hasPrefix("- [x] **") || line.hasPrefix("- [ ] **") else { continue }
            let isRequired = line.hasPrefix("- [x]")
            let rest = line.dropFirst("- [ ] **".count)
            let keyEnd = try #require(rest.range(of: "**"))
            let key = rest[..<keyEnd.lowerBound].replacingOccurrences(of: "\\", with: "")
            // The entry's text: after the dash, through its indented continuation lines.
            var body = String(try #require(line.range(of: " — ").map { line[$0.upperBound...] }))
            for next in lines[(index + 1)...] {
                guard next.hasPrefix("  "), !next.trimmingCharacters(in: .whitespaces).hasPrefix("```") else { break }
                body += " " + next.trimmingCharacters(in: .whitespaces)
            }
            entries.append((section, key, isRequired, firstSentence(of: body)))
        }
        return entries
    }

    /// The first sentence of a Markdown text, links made plain text, first letter capitalized.
    static func firstSentence(of markdown: String) -> String {
        var text = markdown.replacingOccurrences(
            of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: "**", with: "")
        if let end = text.range(of: ". ") { text = String(text[..<end.lowerBound]) + "." }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    static func schema(_ flavor: String) throws -> JSONValue {
        SpecSchema.document(for: try FlavorLoader.builtIn(named: flavor))
    }

    @Test func everyKeyOfTheReferenceIsInTheTableWithItsTextAndViceVersa() throws {
        let documented = try Self.documentedKeys()
        let table = SpecReference.sections.flatMap { section in
            section.keys.map { (section.heading, $0.key, $0.isRequired, $0.text) }
        }
        #expect(documented.map { "\($0.0) \($0.1)" } == table.map { "\($0.0) \($0.1)" })
        for (doc, entry) in zip(documented, table) {
            #expect(doc.isRequired == entry.2, "\(doc.section) \(doc.key): required")
            #expect(doc.firstSentence == entry.3, "\(doc.section) \(doc.key): the text differs from docs/spec.md")
        }
        // The decoder takes exactly these keys.
        #expect(SpecKeys.topLevel == SpecReference.topLevel.map(\.key))
        #expect(SpecKeys.scene == SpecReference.scene.map(\.key))
    }

    @Test(arguments: ["terminal", "uikit", "swiftui"])
    func theSchemaHasEveryKeyOfTheTableWithItsDescriptionAndNoOther(flavor: String) throws {
        let schema = try Self.schema(flavor)
        let definitions = try #require(schema["$defs"])
        let sections: [(String, JSONValue?)] = [
            ("Spec", schema["properties"]),
            ("Scene", definitions["scene"]?["properties"]),
        ]
        for (heading, properties) in sections {
            guard case .object(let pairs) = try #require(properties) else {
                Issue.record("\(heading): no properties")
                continue
            }
            let keys = try #require(SpecReference.sections.first { $0.heading == heading }).keys
            #expect(pairs.map(\.key) == keys.map(\.key), "\(heading)")
            for (pair, entry) in zip(pairs, keys) {
                #expect(pair.value["description"] == .string(entry.text), "\(heading) \(pair.key)")
            }
        }
        let property = definitions["model"]?["additionalProperties"]?["description"]
        #expect(property == .string(SpecReference.model[0].text))
        #expect(schema["required"] == .array([.string("module")]))
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(schema["additionalProperties"] == .bool(false))
        #expect(definitions["scene"]?["additionalProperties"] == .bool(false))
    }

    @Test(arguments: ["terminal", "uikit", "swiftui"])
    func everyKeyAndDefinitionHasADescription(flavor: String) throws {
        var missing: [String] = []
        func walk(_ value: JSONValue, at path: String) {
            switch value {
            case .object(let pairs):
                for pair in pairs {
                    let here = path + "/" + pair.key
                    if pair.key == "properties" || pair.key == "$defs", case .object(let members) = pair.value {
                        for member in members where member.value["description"] == nil {
                            missing.append(here + "/" + member.key)
                        }
                    }
                    walk(pair.value, at: here)
                }
            case .array(let items):
                for (index, item) in items.enumerated() { walk(item, at: path + "/\(index)") }
            default: break
            }
        }
        walk(try Self.schema(flavor), at: "")
        #expect(missing.isEmpty, "no description: \(missing)")
    }

    @Test func theFlavorsOptionsAreThereWithTheirValuesAndDefaults() throws {
        let uikit = try #require(try Self.schema("uikit")["$defs"])
        let presentation = try #require(uikit["routeOptions"]?["properties"]?["presentation"])
        #expect(presentation["enum"] == .array([.string("push"), .string("present")]))
        #expect(presentation["default"] == .string("push"))
        // The manifest's `description:` is the option's text.
        #expect(
            presentation["description"]
                == .string(
                    "The route option `presentation` of the `uikit` flavor. How a route shows its scene: pushed on the "
                        + "navigation stack, or presented modally. One of `push`, `present`; default `push`."))
        #expect(uikit["routeOptions"]?["additionalProperties"] == .bool(false))
        // The deployment target the availability check of Scripts/check-flavors holds the flavor to.
        let target = try #require(uikit["projectOptions"]?["properties"]?["deploymentTarget"])
        #expect(target["default"] == .string("13"))
        let swiftuiTarget = try #require(
            try Self.schema("swiftui")["$defs"]?["projectOptions"]?["properties"]?["deploymentTarget"])
        #expect(swiftuiTarget["default"] == .string("17"))
        let swiftui = try #require(try Self.schema("swiftui")["$defs"])
        let observation = try #require(swiftui["projectOptions"]?["properties"]?["observation"])
        #expect(observation["enum"] == .array([.string("observable"), .string("observableObject")]))
        #expect(observation["default"] == .string("observable"))
        // Terminal reads no options: only an empty `options:` is allowed.
        let terminal = try #require(try Self.schema("terminal")["$defs"])
        #expect(terminal["sceneOptions"]?["properties"] == .object([]))
        #expect(terminal["routeOptions"]?["properties"] == .object([]))
    }

    @Test func theFlavorsReservedNamesAreRefused() throws {
        let definitions = try #require(try Self.schema("terminal")["$defs"])
        guard case .array(let scenes) = try #require(definitions["sceneName"]?["not"]?["enum"]) else {
            Issue.record("no reserved scene names")
            return
        }
        #expect(scenes.contains(.string("Terminal")))
        #expect(scenes.contains(.string("Type")))
        guard case .array(let fields) = try #require(definitions["fieldName"]?["not"]?["enum"]) else {
            Issue.record("no reserved field names")
            return
        }
        #expect(fields.contains(.string("send")))
        #expect(fields.contains(.string("self")))
    }

    @Test func theTextIsStable() throws {
        let flavor = try FlavorLoader.builtIn(named: "uikit")
        let text = SpecSchema.text(for: flavor)
        #expect(text == SpecSchema.text(for: flavor))
        #expect(text.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(try JSONParser.parse(SourceFile(path: "schema.json", text: text)) == SpecSchema.document(for: flavor))
    }
}
