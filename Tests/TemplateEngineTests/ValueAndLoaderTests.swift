import Foundation
import ScenegenCore
import ScenegenTestSupport
import TemplateEngine
import Testing

@Suite("TemplateValue")
struct TemplateValueTests {
    @Test func fromJSONKeepsKeyOrder() throws {
        let json = try JSONParser.parse(SourceFile(path: "c.json", text: #"{"b": 1, "a": 2}"#))
        #expect(try render("{{ d }}", ["d": TemplateValue(json: json)]) == #"["b": 1, "a": 2]"#)
    }
    /// Objects of a list that repeat the keys before them share the key list; the others do not.
    @Test func fromJSONListsOfObjectsKeepEachObjectsKeysAndValues() throws {
        func object(_ pairs: (String, Int)...) -> JSONValue {
            .object(pairs.map { (key: $0.0, value: .number(String($0.1))) })
        }
        // A repeated key (which JSON text cannot hold) keeps its first place and last value.
        let json = JSONValue.array([
            object(("a", 1), ("b", 2)), object(("a", 3), ("b", 4)), object(("b", 5), ("a", 6)), object(("a", 7)),
            object(("a", 8), ("a", 9)), object(("a", 0)),
        ])
        let list = TemplateValue(json: json)
        let rendered = try render("{% for o in list %}{{ o.a }}{{ o.b }};{% endfor %}", ["list": list])
        #expect(rendered == "12;34;65;7;9;0;")
        #expect(list == [["a": 1, "b": 2], ["a": 3, "b": 4], ["b": 5, "a": 6], ["a": 7], ["a": 9], ["a": 0]])
    }

    @Test func fromJSONNumbers() throws {
        let json = try JSONParser.parse(SourceFile(path: "c.json", text: #"[1, 2.5, -3, 1e2]"#))
        #expect(TemplateValue(json: json) == [1, 2.5, -3, 100.0])
    }
    @Test func fromJSONScalars() throws {
        let json = try JSONParser.parse(SourceFile(path: "c.json", text: #"[true, null, "x"]"#))
        #expect(TemplateValue(json: json) == [true, nil, "x"])
    }
    @Test func contextFromJSONObject() throws {
        let json = try JSONParser.parse(SourceFile(path: "c.json", text: #"{"name": "Cars"}"#))
        #expect(TemplateValue.context(json: json) == ["name": "Cars"])
    }
    @Test func contextFromNonObjectIsNil() throws {
        let json = try JSONParser.parse(SourceFile(path: "c.json", text: "[1]"))
        #expect(TemplateValue.context(json: json) == nil)
    }
    @Test func dictionarySubscriptAndOrder() {
        var dictionary: TemplateDictionary = ["z": 1, "a": 2]
        dictionary["m"] = 3
        dictionary["z"] = nil
        #expect(dictionary.keys == ["a", "m"])
        #expect(dictionary["m"] == 3)
    }
    @Test func largeDictionaryLookup() throws {
        let dictionary = TemplateDictionary((0..<100).map { ("k\($0)", TemplateValue.int($0)) })
        #expect(try render("{{ d.k73 }}", ["d": .dictionary(dictionary)]) == "73")
    }
    @Test func renderedTextAndTruth() {
        #expect(TemplateValue.double(2).renderedText == "2.0")
        #expect(TemplateValue.array([]).isTruthy == false)
        #expect(TemplateValue.int(-1).isTruthy == false)
    }
    @Test func valueSubscript() {
        let value: TemplateValue = ["a": ["b": 1]]
        #expect(value["a"]?["b"] == 1)
    }
}

@Suite("Loaders and the environment")
struct LoaderTests {
    func temporaryFolder(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("tpl")
        for (name, text) in files { try folder.write(text, to: name) }
        return folder
    }

    @Test func fileSystemLoaderFirstFolderWins() throws {
        let first = try temporaryFolder(["a.stencil": "first"])
        let second = try temporaryFolder(["a.stencil": "second", "b.stencil": "B"])
        let environment = TemplateEnvironment(loader: FileSystemTemplateLoader(directories: [first.path, second.path]))
        #expect(try environment.template(named: "a.stencil").render() == "first")
        #expect(try environment.template(named: "b.stencil").render() == "B")
    }
    @Test func fileSystemLoaderPathInDiagnostics() throws {
        let folder = try temporaryFolder(["bad.stencil": "{% nope %}"])
        let environment = TemplateEnvironment(loader: FileSystemTemplateLoader(directory: folder.path))
        #expect(throws: TemplateError.self) { try environment.template(named: "bad.stencil") }
        do {
            _ = try environment.template(named: "bad.stencil")
        } catch {
            #expect(error.span?.path == folder.path + "/bad.stencil")
        }
    }
    @Test func fileSystemLoaderRelativeToABase() throws {
        let folder = try temporaryFolder(["a.stencil": "A"])
        let parent = (folder.path as NSString).deletingLastPathComponent
        let name = (folder.path as NSString).lastPathComponent
        let loader = FileSystemTemplateLoader(directory: name, baseDirectory: parent)
        let file = try loader.loadTemplate(named: "a.stencil")
        #expect(file?.path == name + "/a.stencil")
        #expect(file?.text == "A")
    }
    @Test func missingTemplateNamesTheFolders() throws {
        let folder = try temporaryFolder(["card.stencil": ""])
        let environment = TemplateEnvironment(loader: FileSystemTemplateLoader(directory: folder.path))
        #expect(throws: TemplateError.self) { try environment.template(named: "cart.stencil") }
        do {
            _ = try environment.template(named: "cart.stencil")
        } catch {
            #expect(
                error.message == "no template named `cart.stencil` in `\(folder.path)`; did you mean `card.stencil`?")
        }
    }
    @Test func dictionaryLoaderLabelsPaths() {
        let loader = DictionaryTemplateLoader(templates: ["a": "x"], pathPrefix: "<builtin:terminal>")
        #expect(loader.loadTemplate(named: "a")?.path == "<builtin:terminal>/a")
        #expect(loader.loadTemplate(named: "b") == nil)
    }
    @Test func chainedLoaderOverridesPerFile() throws {
        let user = DictionaryTemplateLoader(templates: ["ViewModel": "user VM"])
        let flavor = DictionaryTemplateLoader(templates: ["ViewModel": "flavor VM", "Router": "flavor Router"])
        let environment = TemplateEnvironment(loader: ChainedTemplateLoader([user, flavor]))
        #expect(try environment.template(named: "ViewModel").render() == "user VM")
        #expect(try environment.template(named: "Router").render() == "flavor Router")
    }
    @Test func includesGoThroughTheChain() throws {
        let user = DictionaryTemplateLoader(templates: ["part": "user part"])
        let flavor = DictionaryTemplateLoader(templates: ["main": #"[{% include "part" %}]"#, "part": "flavor part"])
        #expect(
            try TemplateEnvironment(loader: ChainedTemplateLoader([user, flavor])).template(named: "main").render()
                == "[user part]")
    }
    @Test func parseOnceRenderMany() throws {
        let template = try TemplateEnvironment().template(source: SourceFile(path: "t", text: "{{ n }}"))
        #expect(try (1...3).map { try template.render(["n": .int($0)]) } == ["1", "2", "3"])
    }
    @Test func environmentCachesParsedTemplates() throws {
        let environment = TemplateEnvironment(loader: DictionaryTemplateLoader(templates: ["a": "A"]))
        _ = try environment.template(named: "a")
        _ = try environment.template(named: "a")
        #expect(environment.loadedSources.map(\.path) == ["a"])
    }
    @Test func customFilter() throws {
        var filters = TemplateFilterRegistry.builtIn
        filters.register(TemplateFilter("shout") { value, _ in .string((value?.renderedText ?? "") + "!") })
        let environment = TemplateEnvironment(filters: filters)
        #expect(
            try environment.template(source: SourceFile(path: "t", text: "{{ a|shout }}")).render(["a": "hi"]) == "hi!")
    }
    @Test func builtInFiltersAreListed() {
        let names = TemplateFilterRegistry.builtIn.names
        for name in [
            "capitalize", "uppercase", "lowercase", "default", "join", "split", "indent", "lowerFirstLetter",
            "upperFirstLetter", "camelToSnakeCase", "snakeToCamelCase", "swiftIdentifier", "escapeReservedKeywords",
            "contains", "hasPrefix", "hasSuffix", "replace", "pluralize",
        ] {
            #expect(names.contains(name), "\(name)")
        }
    }
    @Test func templateIsUsableFromSeveralThreads() async throws {
        let template = try TemplateEnvironment().template(
            source: SourceFile(path: "t", text: "{% for x in xs %}{{ x }}{% endfor %}"))
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try template.render(["xs": [1, 2, 3]]) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: "123", count: 8))
    }
}

@Suite("The shared bench template (Jinja2 oracle)")
struct BenchOracleTests {
    @Test func rendersByteForByteAsJinja2() throws {
        let folder = templateFixtures.appendingPathComponent("bench")
        let template = try String(contentsOf: folder.appendingPathComponent("scene_viewmodel.stencil"), encoding: .utf8)
        let contextText = try String(contentsOf: folder.appendingPathComponent("scene_context.json"), encoding: .utf8)
        let expected = try String(
            contentsOf: folder.appendingPathComponent("scene_viewmodel.expected"), encoding: .utf8)
        let json = try JSONParser.parse(SourceFile(path: "scene_context.json", text: contextText))
        let context = try #require(TemplateValue.context(json: json))
        #expect(try render(template, context) == expected)
    }
}
