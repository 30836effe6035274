import Foundation
import ScenegenTestSupport
import Testing

/// The reference pages stay whole: docs/cli.md gives each exit code once, in
/// one table, and docs/flavors.md names every scope the built-in manifests use.
struct ReferenceDocsTests {
    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: Scenegen.repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The rows of the exit-code table: lines such as `| 64 | bad usage … |`.
    static func exitCodeRows(in markdown: String) -> [(line: Int, code: String)] {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard line.hasPrefix("| "), cells.count > 2 else { return nil }
            let code = cells[1].trimmingCharacters(in: .whitespaces)
            return !code.isEmpty && code.allSatisfy(\.isNumber) ? (index + 1, code) : nil
        }
    }

    @Test func eachExitCodeIsOneRowOfOneTable() throws {
        let rows = Self.exitCodeRows(in: try Self.read("docs/cli.md"))
        #expect(rows.count >= 3, "docs/cli.md has no exit-code table")
        var seen: [String: Int] = [:]
        for row in rows {
            if let first = seen[row.code] {
                Issue.record(
                    "docs/cli.md:\(row.line): exit code \(row.code) is described again (first at line \(first))")
            }
            seen[row.code] = seen[row.code] ?? row.line
        }
        let lines = rows.map(\.line)
        if let first = lines.first, let last = lines.last {
            #expect(
                last - first == lines.count - 1, "docs/cli.md: the exit-code rows are not one table: lines \(lines)")
        }
    }

    @Test func theFlavorReferenceNamesEveryScopeTheManifestsUse() throws {
        let templates = Scenegen.repositoryRoot.appendingPathComponent("Templates")
        var scopes: Set<String> = []
        for flavor in try FileManager.default.contentsOfDirectory(atPath: templates.path) {
            let manifest = templates.appendingPathComponent(flavor).appendingPathComponent("manifest.yml")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("scope:") {
                    scopes.insert(trimmed.dropFirst("scope:".count).trimmingCharacters(in: .whitespaces))
                }
            }
        }
        #expect(scopes.contains("service"), "the built-in manifests use no `scope: service` (\(scopes.sorted()))")
        let entry = try Self.read("docs/flavors.md").split(separator: "\n").first { $0.contains("**scope**") }
        let line = try #require(entry.map(String.init), "docs/flavors.md has no `scope` entry")
        for scope in scopes.sorted() {
            #expect(line.contains("`\(scope)`"), "docs/flavors.md's `scope` entry omits `\(scope)`: \(line)")
        }
    }
}
