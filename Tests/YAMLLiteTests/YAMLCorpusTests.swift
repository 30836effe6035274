import Foundation
import ScenegenCore
import ScenegenTestSupport
import Testing
import YAMLLite

/// The corpus: every valid document reads as PyYAML's BaseLoader reads it
/// (expectations made by Scripts/yaml-corpus.py), and every invalid one
/// fails with its recorded kind, line:column and message.
@Suite("YAML-lite corpus")
struct YAMLCorpusTests {
    @Test func corpusIsLargeEnough() {
        #expect(YAMLFixtures.names(in: "valid").count >= 150)
        #expect(YAMLFixtures.names(in: "invalid").count >= 40)
    }

    @Test(arguments: YAMLFixtures.names(in: "valid"))
    func validDocumentMatchesPyYAML(_ name: String) throws {
        let file = try YAMLFixtures.source("valid", name)
        let expectedURL = YAMLFixtures.sibling("valid", name, pathExtension: "json")
        let expectedFile = SourceFile(
            path: expectedURL.lastPathComponent, text: try String(contentsOf: expectedURL, encoding: .utf8))
        let expected = try JSONParser.parse(expectedFile)
        let node = try YAMLParser.parse(file)
        #expect((node?.jsonValue ?? .null) == expected, "\(name) reads differently from PyYAML")
    }

    @Test(arguments: YAMLFixtures.names(in: "invalid"))
    func invalidDocumentFailsWithItsError(_ name: String) throws {
        let file = try YAMLFixtures.source("invalid", name)
        let expectationURL = YAMLFixtures.sibling("invalid", name, pathExtension: "error")
        let error: YAMLError
        do {
            let node = try YAMLParser.parse(file)
            Issue.record("\(name) parsed as \(node.map { JSONWriter.write($0.jsonValue, pretty: false) } ?? "null")")
            return
        } catch let caught {
            error = caught
        }
        #expect(error.span.path == name)
        let actual = "\(error.kind.rawValue) \(error.span.start.line):\(error.span.start.column)\n\(error.message)\n"
        guard let expected = try Golden.expected(for: actual, at: expectationURL) else { return }
        #expect(actual == expected)
    }

    @Test func everyErrorKindHasAnInvalidFixture() throws {
        var seen = Set<String>()
        for name in YAMLFixtures.names(in: "invalid") {
            let url = YAMLFixtures.sibling("invalid", name, pathExtension: "error")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            seen.insert(String(text.prefix { $0 != " " }))
        }
        let missing = YAMLError.Kind.allCases.map(\.rawValue).filter { !seen.contains($0) }
        #expect(missing.isEmpty, "no invalid fixture for \(missing)")
    }
}
