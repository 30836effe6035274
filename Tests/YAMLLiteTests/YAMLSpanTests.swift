import ScenegenCore
import Testing
import YAMLLite

/// Node spans: where each node's text starts and just past where it ends.
/// The spec layer points errors at them and edits files by their lines.
@Suite("YAML-lite spans")
struct YAMLSpanTests {
    private func parse(_ text: String) throws -> YAMLNode {
        let node = try YAMLParser.parse(SourceFile(path: "t.yml", text: text))
        return try #require(node)
    }

    /// `line:column-line:column` of a span.
    private func range(_ node: YAMLNode?) -> String {
        guard let span = node?.span else { return "nil" }
        return "\(span.start.line):\(span.start.column)-\(span.end.line):\(span.end.column)"
    }

    private func key(_ node: YAMLNode, _ name: String) -> YAMLNode? {
        node.mapping?.first { $0.key.scalar == name }?.key
    }

    @Test func blockMappingKeysAndValues() throws {
        let root = try parse("module: CarShop\nflavor:   terminal   # comment\n")
        #expect(range(root) == "1:1-2:19")
        #expect(range(key(root, "module")) == "1:1-1:7")
        #expect(range(root["module"]) == "1:9-1:16")
        #expect(range(key(root, "flavor")) == "2:1-2:7")
        #expect(range(root["flavor"]) == "2:11-2:19")
        #expect(root.span.path == "t.yml")
    }

    @Test func nestedBlockCollectionsStartAtTheirFirstKeyOrDash() throws {
        let root = try parse("# head\nscenes:\n  CarList:\n    actions:\n    - refresh\n    -   load\n")
        #expect(range(root) == "2:1-6:13")
        let scenes = try #require(root["scenes"])
        #expect(range(scenes) == "3:3-6:13")
        let actions = try #require(scenes["CarList"]?["actions"])
        #expect(range(actions) == "5:5-6:13")
        #expect(range(actions.sequence?[1]) == "6:9-6:13")
    }

    @Test func emptyValueIsAPointAfterTheColon() throws {
        let root = try parse("a:\nb: c\n")
        #expect(range(root["a"]) == "1:3-1:3")
        #expect(root["a"]?.scalar == "")
    }

    @Test func emptySequenceItemIsAPointAfterTheDash() throws {
        let root = try parse("- a\n-\n")
        #expect(range(root.sequence?[1]) == "2:2-2:2")
        #expect(range(root) == "1:1-2:2")
    }

    @Test func quotedScalarsIncludeTheirQuotes() throws {
        let root = try parse("\"a b\": 'c''d'\n")
        #expect(range(key(root, "a b")) == "1:1-1:6")
        #expect(range(root["a b"]) == "1:8-1:14")
        #expect(root["a b"]?.content == .scalar("c'd", style: .singleQuoted))
    }

    @Test func multiLineScalarsEndAfterTheirLastCharacter() throws {
        let root = try parse("a: one\n  two\n\nb: \"x\n  y\"\nc: end\n")
        #expect(range(root["a"]) == "1:4-2:6")
        #expect(range(root["b"]) == "4:4-5:5")
    }

    @Test func blockScalarEndsAfterItsLastLineOfText() throws {
        let root = try parse("a: |\n  x\n  yz\n\n\nb: >-\nc: c\n")
        #expect(range(root["a"]) == "1:4-3:5")
        #expect(root["a"]?.content == .scalar("x\nyz\n", style: .literal))
        #expect(range(root["b"]) == "6:4-6:6")
        #expect(root["b"]?.content == .scalar("", style: .folded))
    }

    @Test func flowCollectionsSpanTheirBrackets() throws {
        let root = try parse("a: [b, {c: d}]   # x\ne: [f,\n  g]\n")
        #expect(range(root["a"]) == "1:4-1:15")
        let map = try #require(root["a"]?.sequence?[1])
        #expect(range(map) == "1:8-1:14")
        #expect(range(map["c"]) == "1:12-1:13")
        #expect(range(root["e"]) == "2:4-3:5")
    }

    @Test func singlePairMappingInAFlowSequenceStartsAtItsKey() throws {
        let root = try parse("[a: b, c]")
        let pair = try #require(root.sequence?[0])
        #expect(range(pair) == "1:2-1:6")
        #expect(range(pair["a"]) == "1:5-1:6")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try parse("é東😀: x\n")
        #expect(range(key(root, "é東😀")) == "1:1-1:4")
        #expect(range(root["é東😀"]) == "1:6-1:7")
        #expect(root["é東😀"]?.span.start.offset == 5)
    }

    @Test func crlfAndBOMDoNotShiftColumns() throws {
        let root = try parse("\u{FEFF}a: b\r\nc: d\r\n")
        #expect(range(key(root, "a")) == "1:1-1:2")
        #expect(range(root["c"]) == "2:4-2:5")
        #expect(root["c"]?.span.start.offset == 10, "offsets count every scalar, the BOM and CR included")
    }

    @Test func errorsPointAtTheOffendingText() throws {
        do {
            _ = try YAMLParser.parse(SourceFile(path: "t.yml", text: "a:\n  b: &anchor x\n"))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .anchor)
            #expect(range(YAMLNode(.scalar("", style: .plain), span: error.span)) == "2:6-2:13")
        }
    }
}
