import ScenegenCore
import ScenegenSpec
import Testing

/// Mangled specs end in diagnostics, never in a crash: the spec layer's
/// answer to "no trap reachable from user input".
@Suite("Spec robustness")
struct SpecRobustnessTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces: [String] = [
        ":", " ", "\n", "  ", "-", "[", "]", "{", "}", ",", "\"", "'", "?", "!", "<", ">", "#", "_", "Car", "self",
        "Type", "fields:", "routes: [", "actions:", "  - ", "models:\n  ", "scenes:\n  ", "é", "1️⃣", "\t", "()", "->",
    ]

    @Test func mangledSpecsNeverCrash() throws {
        var generator = SeededGenerator(state: 5)
        let base = Array(SpecDecodingTests.example.unicodeScalars)
        var outcomes = (loaded: 0, rejected: 0)
        for _ in 0..<800 {
            var scalars = base
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let index = Int.random(in: 0...scalars.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where index < scalars.count:
                    scalars.removeSubrange(index..<min(scalars.count, index + Int.random(in: 1...8, using: &generator)))
                default:
                    let piece = Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
                    scalars.insert(contentsOf: piece.unicodeScalars, at: index)
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let file = SourceFile(path: "scenegen.yml", text: text)
            do {
                let loaded = try SpecLoader.load(file)
                outcomes.loaded += 1
                _ = loaded.spec.jsonValue
                for scene in loaded.spec.scenes {
                    for field in scene.fields { _ = field.type.sampleValue(models: loaded.spec.models) }
                }
            } catch {
                outcomes.rejected += 1
                #expect(error.diagnostics.contains { $0.severity == .error })
            }
            _ = try? SpecEditor.addScene(
                SceneSpec(name: "Added", fields: [PropertySpec(name: "x", type: .named("Int"))]), to: file)
        }
        // Both paths are exercised: the mutations are neither all fatal nor all harmless.
        #expect(outcomes.loaded > 50)
        #expect(outcomes.rejected > 50)
    }

    @Test func editedSpecsStillLoadWithTheNewScene() throws {
        var generator = SeededGenerator(state: 11)
        let layouts = [
            "module: Shop\n", "module: Shop\nscenes: {}\n", "module: Shop\nscenes:\n",
            "# c\nmodule: Shop\nscenes:\n  A: {}\n# end",
            "module: Shop\nscenes:\n    A:\n        fields:\n            x: Int\n\n\n# trailing\n",
            "module: Shop\r\nscenes:\r\n  A:\r\n    routes: [A]\r\n",
        ]
        for layout in layouts {
            for round in 0..<5 {
                let name = "Scene\(round)\(Int.random(in: 0..<1000, using: &generator))"
                let edited = try SpecEditor.addScene(
                    SceneSpec(name: name, actions: [ActionSpec(name: "pick", payload: .named("Int"))]),
                    to: SourceFile(path: "scenegen.yml", text: layout))
                let spec = try SpecLoader.load(SourceFile(path: "scenegen.yml", text: edited)).spec
                #expect(spec.scenes.last?.name == name)
                let comments = layout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("#") }
                #expect(comments.allSatisfy { edited.contains($0) })
            }
        }
    }
}
