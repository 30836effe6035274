import Foundation
import ScenegenCore
import ScenegenSpec
import ScenegenTestSupport
import Testing

/// The specs of Tests/Fixtures/specs load without errors, and resolve to the
/// JSON next to each (`name.json`). Set SCENEGEN_RECORD=1 to re-record;
/// a missing golden file is written and the test fails.
@Suite("Spec fixtures")
struct SpecFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/specs")

    static var specs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted()
    }

    @Test func thereAreFixtures() {
        #expect(Self.specs.count >= 3)
    }

    @Test(arguments: specs)
    func resolvesToItsGolden(name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let loaded = try SpecLoader.load(SourceFile(path: name, text: text))
        #expect(loaded.diagnostics.allSatisfy { $0.severity == .note })
        let json = JSONWriter.write(loaded.spec.jsonValue, pretty: true) + "\n"
        let golden = url.deletingPathExtension().appendingPathExtension("json")
        guard let expected = try Golden.expected(for: json, at: golden) else { return }
        #expect(json == expected)
    }
}

@Suite("Samples for every type of the fixtures")
struct FixtureSampleTests {
    @Test func everyFieldOfEveryTypeHasADistinctSample() throws {
        let url = SpecFixtureTests.folder.appendingPathComponent("every-type.yml")
        let spec = try SpecLoader.load(
            SourceFile(path: "every-type.yml", text: String(contentsOf: url, encoding: .utf8))
        ).spec
        let sink = try #require(spec.scene(named: "Sink"))
        let samples = sink.fields.enumerated().map { index, field in
            field.type.sampleValue(models: spec.models, seed: index + 1, label: field.name)
        }
        #expect(!samples.contains(nil))
        // Bool has two values only; every other sample differs from the rest.
        let telling = zip(sink.fields, samples).filter { $0.0.type != .named("Bool") }.map(\.1)
        #expect(Set(telling).count == telling.count)
    }
}

@Suite("docs/spec.md")
struct SpecDocumentationTests {
    @Test func theFullExampleIsTheDesignExampleAndLoads() throws {
        let docs = SpecFixtureTests.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/spec.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        let loaded = try SpecLoader.load(SourceFile(path: "spec.md", text: example))
        #expect(loaded.diagnostics.isEmpty)
        let fixture = SpecFixtureTests.folder.appendingPathComponent("carshop.yml")
        let expected = try SpecLoader.load(
            SourceFile(path: "carshop.yml", text: String(contentsOf: fixture, encoding: .utf8)))
        #expect(loaded.spec.jsonValue == expected.spec.jsonValue)
    }
}
