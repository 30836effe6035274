import Foundation
import ScenegenCLI
import ScenegenTestSupport
import Testing

/// `scenegen dump --raw`: how the YAML-lite parser reads a file, as JSON.
@Suite("scenegen dump --raw")
struct DumpCommandTests {
    /// A fresh folder holding `files` (name -> text).
    private func folder(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("dump")
        for (name, text) in files { try folder.write(text, to: name) }
        return folder
    }

    @Test func printsTheTreeAsPrettyJSONInKeyOrder() throws {
        let directory = try folder(["s.yml": "z: 1\na:\n  - [b, c]\n  - d: ''\n"])
        let run = ToolRun(["dump", "--raw", "s.yml"], in: directory.path)
        #expect(run.exitCode == .success)
        #expect(
            run.stdout == """
                {
                  "z": "1",
                  "a": [
                    [
                      "b",
                      "c"
                    ],
                    {
                      "d": ""
                    }
                  ]
                }

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test func emptyDocumentPrintsNull() throws {
        let directory = try folder(["e.yml": "# nothing\n"])
        let run = ToolRun(["dump", "--raw", "e.yml"], in: directory.path)
        #expect(run.stdout == "null\n")
        #expect(run.exitCode == .success)
    }

    @Test func specOptionAndStandardInputWork() throws {
        let directory = try folder(["scenegen.yml": "module: A\n"])
        #expect(
            ToolRun(["dump", "--raw", "--spec", "scenegen.yml"], in: directory.path).stdout
                == "{\n  \"module\": \"A\"\n}\n")
        #expect(ToolRun(["dump", "--raw"], in: directory.path).stdout == "{\n  \"module\": \"A\"\n}\n")
        #expect(ToolRun(["dump", "--raw", "-"], stdin: "[a]\n").stdout == "[\n  \"a\"\n]\n")
    }

    @Test func errorIsPrintedWithItsLineAndCaret() throws {
        let directory = try folder(["bad.yml": "scenes:\n  List:\n    title: a\n    title: b\n"])
        let run = ToolRun(["dump", "--raw", "bad.yml"], in: directory.path)
        #expect(run.exitCode == .failure)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                bad.yml:4:5: error: duplicate key `title`; it is already set at line 3, column 5 of this mapping, so remove or rename one
                    title: b
                    ^~~~~

                """)
    }

    @Test func missingFileIsAnError() throws {
        let directory = try folder([:])
        let run = ToolRun(["dump", "--raw", "nope.yml"], in: directory.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr == "error: no such file `nope.yml`\n")
    }

    @Test(arguments: [
        ["dump", "--raw", "a.yml", "--spec", "b.yml"], ["dump", "--raw", "--batch", "a.yml"],
        ["dump", "--raw", "a.yml", "b.yml"], ["dump", "--spans", "a.yml"], ["dump", "--raw", "--nope"],
    ])
    func badUsageExits64(_ arguments: [String]) {
        let run = ToolRun(arguments)
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("error: "))
    }

    @Test func spansPrintsWhereEveryNodeIs() throws {
        let run = ToolRun(["dump", "--raw", "--spans", "-"], stdin: "k: [v]\n")
        #expect(run.exitCode == .success)
        let compact = run.stdout.filter { !$0.isWhitespace }
        #expect(
            compact == #"{"span":"1:1-1:7","mapping":[{"key":{"span":"1:1-1:2","scalar":"k"},"#
                + #""value":{"span":"1:4-1:7","sequence":[{"span":"1:5-1:6","scalar":"v"}]}}]}"#)
    }

    @Test func batchPrintsOneLinePerFile() throws {
        let directory = try folder(["a.yml": "a: [1, 2]\n", "b.yml": "b: &x 1\n", "c.yml": ""])
        let run = ToolRun(["dump", "--raw", "--batch"], in: directory.path, stdin: "a.yml\nb.yml\nc.yml\n")
        #expect(run.exitCode == .failure)
        #expect(
            run.stdout == """
                {"a":["1","2"]}
                error b.yml:1:4: error: anchors (`&name`) are not supported in scenegen specs; repeat the value instead
                null

                """)
    }
}
