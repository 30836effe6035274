import Foundation
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
    /// `{% if … %},{% endif %}` loses its newline under trimBlocks (as
    /// Jinja2's trim_blocks does), so argument lists come out on one line:
    /// ViewControllerBase.swift.stencil:58,60, ViewModel.swift.stencil:28,
    /// ViewModelTests.swift.stencil:27,29,33,35. It compiles, but users get
    /// it in their own files. When fixed, `withKnownIssue` fails: remove it.
    @Test(arguments: GoldenCase.all)
    func argumentListsKeepOneArgumentALine(_ golden: GoldenCase) throws {
        let (folder, result) = try golden.generate("layout")
        defer { folder.remove() }
        #expect(result.status == 0, "\(result.transcript)")
        var joined: [String] = []
        for path in folder.files() where path.hasSuffix(".swift") {
            joined += Self.joinedLines(in: try folder.read(path)).map { "\(path): \($0)" }
        }
        withKnownIssue("inline {% endif %} at a line's end eats the newline under trimBlocks") {
            #expect(joined.isEmpty, "\(joined.count) joined lines, first: \(joined.first ?? "")")
        }
    }

    @Test func theJoinedLineCheckFindsJoinedLinesOnly() {
        #expect(Self.joinedLines(in: "        a: 1,            b: 2\n").count == 1)
        #expect(Self.joinedLines(in: "        a: 1,\n        b: 2\n").isEmpty)
        #expect(Self.joinedLines(in: "    let x = 1    // aligned comment\n").isEmpty)
        #expect(Self.joinedLines(in: "    // a comment    with spaces\n").isEmpty)
    }
}
