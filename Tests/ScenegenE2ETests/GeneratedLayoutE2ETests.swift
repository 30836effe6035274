import Foundation
import ScenegenTestSupport
import Testing

/// The generated code reads like hand-written Swift: one argument a line
/// where the templates put one a line.
@Suite("generated code layout")
struct GeneratedLayoutE2ETests {
    /// Lines where code goes on after a run of four or more spaces: two
    /// template lines joined into one (comment lines are left out, they may align).
    static func joinedLines(in text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            let code = line.drop { $0 == " " }
            guard !code.hasPrefix("//"), let firstSpaces = code.range(of: "    ") else { return false }
            let after = code[firstSpaces.upperBound...].drop { $0 == " " }
            return !after.isEmpty && !after.hasPrefix("//")
        }
    }

    /// Known bug in Templates/terminal: a line ending in an inline
    /// An inline `{% if … %},{% endif %}` at the end of a line keeps its line
    /// break under line trimming (only tag-only lines vanish), so argument
    /// lists keep one argument a line in every generated file.
    @Test(arguments: GoldenCase.all)
    func argumentListsKeepOneArgumentALine(_ golden: GoldenCase) throws {
        let (folder, result) = try golden.generate("layout")
        defer { folder.remove() }
        #expect(result.status == 0, "\(result.transcript)")
        var joined: [String] = []
        for path in folder.files() where path.hasSuffix(".swift") {
            joined += Self.joinedLines(in: try folder.read(path)).map { "\(path): \($0)" }
        }
        #expect(joined.isEmpty, "\(joined.count) joined lines, first: \(joined.first ?? "")")
    }

    @Test func theJoinedLineCheckFindsJoinedLinesOnly() {
        #expect(Self.joinedLines(in: "        a: 1,            b: 2\n").count == 1)
        #expect(Self.joinedLines(in: "        a: 1,\n        b: 2\n").isEmpty)
        #expect(Self.joinedLines(in: "    let x = 1    // aligned comment\n").isEmpty)
        #expect(Self.joinedLines(in: "    // a comment    with spaces\n").isEmpty)
    }
}
