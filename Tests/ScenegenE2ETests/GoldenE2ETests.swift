import Foundation
import ScenegenTestSupport
import Testing

/// The generated tree of each GoldenCase, compared file by file with
/// Tests/Fixtures/golden/<Case>/.
///
/// After an intended change to the templates, re-record with
///     SCENEGEN_RECORD=1 swift test --filter GoldenE2ETests
/// and review the diff of Tests/Fixtures/golden before committing. A golden
/// folder that does not exist yet is written and the test fails, so a new
/// case is never silently accepted. The cases are found (GoldenCase.all): a
/// new one is a folder `<Spec><Flavor>/Sources` there, then a re-record.
@Suite("golden trees")
struct GoldenE2ETests {
    /// Found, not listed: a flavor added to Templates/ without a golden tree, or
    /// a golden tree no spec makes, fails here rather than going untested.
    @Test func everyFlavorOfTemplatesHasAGoldenTreeAndEveryTreeASpec() throws {
        let flavors = RepositoryFlavors.names
        #expect(flavors.contains("terminal") && flavors.contains("uikit") && !flavors.contains("rx-mvvm"))
        for flavor in flavors {
            #expect(GoldenCase.all.contains { $0.flavorName == flavor }, "no golden tree generates with `\(flavor)`")
        }
        for golden in GoldenCase.all {
            #expect(GoldenCase.specs.values.contains(golden.specPath), "\(golden.name): \(golden.specPath)")
        }
        #expect(GoldenCase.all.count >= 16)
    }

    @Test(arguments: GoldenCase.all)
    func generatedTreeMatchesTheGolden(_ golden: GoldenCase) throws {
        let (folder, result) = try golden.generate("golden")
        defer { folder.remove() }
        #expect(result.status == 0, "\(result.transcript)")
        let generated = try FileTree.snapshot(of: folder.url, skipping: golden.inputFiles)
        #expect(!generated.isEmpty)

        guard let expected = try Golden.expectedTree(for: generated, at: golden.goldenFolder) else { return }
        #expect(
            Set(generated.keys) == Set(expected.keys),
            "files only generated: \(Set(generated.keys).subtracting(expected.keys).sorted()); only in the golden: \(Set(expected.keys).subtracting(generated.keys).sorted())"
        )
        for (path, data) in generated.sorted(by: { $0.key < $1.key }) {
            guard let want = expected[path] else { continue }
            if data != want {
                Issue.record(
                    "\(path) differs from the golden (re-record with SCENEGEN_RECORD=1):\n\(firstDifference(String(decoding: data, as: UTF8.self), String(decoding: want, as: UTF8.self)))"
                )
            }
        }
    }

    /// The first line where `actual` and `expected` differ, with its number.
    private func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let got = index < a.count ? String(a[index]) : "<end of file>"
            let want = index < e.count ? String(e[index]) : "<end of file>"
            if got != want { return "line \(index + 1):\n  generated: \(got)\n  golden:    \(want)" }
        }
        return "(only line endings differ)"
    }

    @Test(arguments: GoldenCase.all)
    func theOutputIsDeterministicAndEndsInOneNewline(_ golden: GoldenCase) throws {
        let (first, firstResult) = try golden.generate("determinism-1")
        defer { first.remove() }
        let (second, secondResult) = try golden.generate("determinism-2")
        defer { second.remove() }
        #expect(firstResult.status == 0 && secondResult.status == 0)
        let a = try FileTree.snapshot(of: first.url)
        #expect(a == (try FileTree.snapshot(of: second.url)))
        for (path, data) in a where path.hasSuffix(".swift") {
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path) must end in exactly one newline")
            #expect(!text.contains("\r"), "\(path) has a carriage return")
        }
    }
}
