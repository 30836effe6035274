import Foundation
import Testing

/// One bad input of the catalogue: a fixture under Tests/Fixtures/bad and its
/// `.expect` file, which lists the runs to make on it, one a line:
///
///     # why the input is bad
///     1 | generate | scenegen.yml:4:5: error: unknown key `feilds` in scene `A`; did you mean `fields`?
///     known issue: what scenegen does wrong today (the runs are then expected to fail)
///     no position: why this error names a path rather than a line and column
///
/// Each run line is `<exit code> | <arguments> | <exact first line of stderr>`;
/// `<project>` in it stands for the absolute path of the project folder.
struct CatalogueCase: CustomTestStringConvertible, Sendable {
    struct Run: Sendable {
        var status: Int32
        var arguments: [String]
        var firstLine: String
    }

    /// The fixture's name (its file or folder name, without the extension).
    var name: String
    /// The fixture: a spec file, or a folder whose contents go into the project.
    var fixture: String
    var runs: [Run]
    var knownIssue: String?
    /// Set when the error is operational (about the disk), so it names a path, not a position.
    var noPosition: String?

    var testDescription: String { name }

    /// The folder of all bad fixtures.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/bad").path

    /// Every case in `Tests/Fixtures/bad/<kind>`: each `<name>.expect` with its
    /// `<name>.yml` file or `<name>/` folder.
    static func all(in kind: String) -> [CatalogueCase] {
        let folder = root + "/" + kind
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".expect") }.sorted().map { expectName in
            let name = String(expectName.dropLast(".expect".count))
            let text = (try? String(contentsOfFile: folder + "/" + expectName, encoding: .utf8)) ?? ""
            let file = folder + "/" + name + ".yml"
            let fixture = FileManager.default.fileExists(atPath: file) ? file : folder + "/" + name
            return parse(name: name, fixture: fixture, text: text)
        }
    }

    static func parse(name: String, fixture: String, text: String) -> CatalogueCase {
        var runs: [Run] = []
        var knownIssue: String?
        var noPosition: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("known issue:") {
                knownIssue = line.dropFirst("known issue:".count).trimmingCharacters(in: .whitespaces)
                continue
            }
            if line.hasPrefix("no position:") {
                noPosition = line.dropFirst("no position:".count).trimmingCharacters(in: .whitespaces)
                continue
            }
            let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 3, let status = Int32(parts[0]) else {
                runs.append(Run(status: -1, arguments: ["<unreadable expect line: \(line)>"], firstLine: ""))
                continue
            }
            runs.append(
                Run(status: status, arguments: parts[1].split(separator: " ").map(String.init), firstLine: parts[2]))
        }
        return CatalogueCase(name: name, fixture: fixture, runs: runs, knownIssue: knownIssue, noPosition: noPosition)
    }
}
