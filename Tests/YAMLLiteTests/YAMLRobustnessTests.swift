import ScenegenCore
import Testing
import YAMLLite

/// No input crashes the parser: truncated documents, random bytes, random
/// YAML punctuation and 10,000-level nesting all end in a tree or a
/// `YAMLError`, never a trap or a stack overflow.
@Suite("YAML-lite robustness")
struct YAMLRobustnessTests {
    /// Parses `text`; returns the error kind, or nil when it parsed.
    @discardableResult
    private func outcome(_ text: String) -> YAMLError.Kind? {
        do {
            _ = try YAMLParser.parse(SourceFile(path: "fuzz.yml", text: text))?.jsonValue
            return nil
        } catch {
            return error.kind
        }
    }

    /// A small deterministic generator (SplitMix64), so failures reproduce.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func everyPrefixOfEveryCorpusDocumentParsesOrFails() throws {
        var count = 0
        for folder in ["valid", "invalid"] {
            for name in YAMLFixtures.names(in: folder) {
                let scalars = Array(try YAMLFixtures.text(folder, name).unicodeScalars)
                for length in 0..<scalars.count {
                    var prefix = String.UnicodeScalarView()
                    prefix.append(contentsOf: scalars[0..<length])
                    outcome(String(prefix))
                    count += 1
                }
            }
        }
        #expect(count > 5_000)
    }

    @Test func randomBytesParseOrFail() {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<1_000 {
            let length = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            outcome(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func randomYAMLPunctuationParsesOrFails() {
        let alphabet = Array(" -:#'\"[]{},|>\n\r\t\\x?&*!%@`.~+0123\u{FEFF}é".unicodeScalars)
        var generator = SeededGenerator(state: 7)
        var parsed = 0
        for _ in 0..<5_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            if outcome(String(text)) == nil { parsed += 1 }
        }
        #expect(parsed > 0, "the fuzz should reach valid documents too")
    }

    static let deepInputs: [(name: String, text: String)] = [
        ("flow sequences", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
        ("unclosed flow sequences", String(repeating: "[", count: 10_000)),
        ("flow mappings", String(repeating: "{a: ", count: 10_000) + String(repeating: "}", count: 10_000)),
        ("block sequences on one line", String(repeating: "- ", count: 10_000) + "x\n"),
        ("flow mappings and sequences", String(repeating: "{a: [", count: 5_000)),
        // Nesting by indentation grows as the square of the depth (10,000 levels would be 50 MB), so 2,000 here.
        ("indented block mappings", (0..<2_000).map { String(repeating: " ", count: $0) + "k:\n" }.joined()),
        // Each `- k:` adds a sequence (at its key's column) and a mapping: two levels a line.
        (
            "indentless sequences in mappings",
            "k:\n" + (0..<2_000).map { String(repeating: "  ", count: $0) + "- k:\n" }.joined()
        ),
    ]

    @Test(arguments: 0..<deepInputs.count)
    func deepNestingIsRefused(_ index: Int) {
        let input = YAMLRobustnessTests.deepInputs[index]
        #expect(outcome(input.text) == .tooDeep, "\(input.name)")
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = YAMLParser.maximumDepth
        let flow = String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth)
        var node = try #require(try YAMLParser.parse(SourceFile(path: "deep.yml", text: flow)))
        for _ in 1..<depth { node = try #require(node.sequence?.first) }
        #expect(node.sequence?.first?.scalar == "x")
        let block = (0..<depth).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " x\n"
        #expect(outcome(block) == nil)
        #expect(outcome("[" + flow + "]") == .tooDeep)
        #expect(
            outcome(
                block.replacingOccurrences(of: " x\n", with: "\n" + String(repeating: " ", count: depth) + "k: x\n"))
                == .tooDeep)
    }
}
