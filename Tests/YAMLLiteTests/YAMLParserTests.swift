import ScenegenCore
import Testing
import YAMLLite

/// The parser's API: what an empty document gives, scalar styles, the
/// shape of errors.
@Suite("YAML-lite parser")
struct YAMLParserTests {
    private func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        try YAMLParser.parse(SourceFile(path: "t.yml", text: text))
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "\u{FEFF}", "---\n", "--- # c\n", "---\n...\n", "  \n# c\n\n"])
    func emptyDocumentIsNil(_ text: String) throws {
        #expect(try parse(text) == nil)
    }

    @Test func explicitlyEmptyValuesAreEmptyStrings() throws {
        #expect(try parse("''")?.scalar == "")
        #expect(try parse("--- ''\n")?.scalar == "")
        #expect(try parse("a:")?["a"]?.scalar == "")
    }

    @Test func everyScalarIsAStringAndKeepsItsStyle() throws {
        let root = try #require(try parse("a: 12\nb: 'true'\nc: \"~\"\nd: |\n  x\ne: >\n  y\nf:\n"))
        #expect(root["a"]?.content == .scalar("12", style: .plain))
        #expect(root["b"]?.content == .scalar("true", style: .singleQuoted))
        #expect(root["c"]?.content == .scalar("~", style: .doubleQuoted))
        #expect(root["d"]?.content == .scalar("x\n", style: .literal))
        #expect(root["e"]?.content == .scalar("y\n", style: .folded))
        #expect(root["f"]?.content == .scalar("", style: .plain))
        #expect(root.mapping?.map { $0.key.scalar ?? "" } == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func unquotedOneElementFlowListIsASequence() throws {
        let root = try #require(try parse("cars: [Car]\n"))
        #expect(root["cars"]?.sequence?.map(\.scalar) == ["Car"])
        #expect(root["cars"]?.kindName == "sequence")
    }

    @Test func errorIsADiagnosticAtItsSpan() throws {
        do {
            _ = try parse("a: 1\nb: 2\na: 3\n")
            Issue.record("expected a duplicate key error")
        } catch {
            #expect(error.kind == .duplicateKey)
            #expect(error.span.start == SourcePosition(line: 3, column: 1, offset: 10))
            #expect(error.span.end.column == 2)
            #expect(error.diagnostics == [.error(error.message, at: error.span)])
            #expect(error.description == "t.yml:3:1: error: \(error.message)")
            #expect(error.message.hasPrefix("duplicate key `a`"))
        }
    }

    @Test func renderedErrorShowsTheLineAndACaret() throws {
        let file = SourceFile(path: "spec.yml", text: "scenes:\n  List: *base\n")
        do {
            _ = try YAMLParser.parse(file)
            Issue.record("expected an alias error")
        } catch {
            let text = DiagnosticRenderer(sources: { $0 == "spec.yml" ? file.text : nil }).render(error.diagnostics)
            #expect(
                text == """
                    spec.yml:2:9: error: aliases (`*name`) are not supported in scenegen specs; repeat the value instead
                      List: *base
                            ^~~~~

                    """)
        }
    }

    @Test func jsonValueKeepsKeyOrderAndNesting() throws {
        let root = try #require(try parse("z: [1, {y: 2}]\na: b\n"))
        let json = JSONWriter.write(root.jsonValue, pretty: false)
        #expect(json == #"{"z":["1",{"y":"2"}],"a":"b"}"#)
    }
}
