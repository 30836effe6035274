import Foundation
import ScenegenCLI
import ScenegenTestSupport
import Testing

/// `scenegen schema` and the schema `init` writes (docs/cli.md, docs/spec.md "Editor support").
@Suite("scenegen schema")
struct SchemaCommandTests {
    /// The title line, which names the flavor the schema is for.
    private func title(_ run: ToolRun) -> String? {
        run.stdout.split(separator: "\n").first { $0.hasPrefix("  \"title\": ") }.map(String.init)
    }

    @Test func withoutASpecItIsTheDefaultFlavorsAndPrintsTheSameTextTwice() throws {
        let folder = try TemporaryFolder("schema")
        defer { folder.remove() }
        let run = ToolRun(["schema"], in: folder.path)
        #expect(run.exitCode == .success)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
        #expect(title(run) == "  \"title\": \"scenegen.yml (flavor `terminal`)\",")
        #expect(ToolRun(["schema"], in: folder.path).stdout == run.stdout)
    }

    @Test func itIsTheSpecsFlavorAndFlavorOverridesIt() throws {
        let folder = try TemporaryFolder("schema")
        defer { folder.remove() }
        try folder.write("module: Shop\nflavor: uikit\nscenes:\n  List: {feilds: {}}\n", to: "scenegen.yml")
        // A spec with errors still gets its schema: only its flavor is read.
        let run = ToolRun(["schema"], in: folder.path)
        #expect(run.exitCode == .success)
        #expect(title(run) == "  \"title\": \"scenegen.yml (flavor `uikit`)\",")
        #expect(run.stdout.contains("\"presentation\": {"))
        try folder.write("module: Shop\nflavor: swiftui\n", to: "other.yml")
        #expect(title(ToolRun(["schema", "--spec", "other.yml"], in: folder.path))?.contains("`swiftui`") == true)
        let flag = ToolRun(["schema", "--flavor", "terminal"], in: folder.path)
        #expect(title(flag) == "  \"title\": \"scenegen.yml (flavor `terminal`)\",")
        #expect(!flag.stdout.contains("\"presentation\""))
    }

    @Test func anUnknownFlavorIsAUsageErrorWithASuggestion() throws {
        let folder = try TemporaryFolder("schema")
        defer { folder.remove() }
        let run = ToolRun(["schema", "--flavor", "uikitt"], in: folder.path)
        #expect(run.exitCode == .usage)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: `--flavor uikitt`: unknown flavor `uikitt`; did you mean `uikit`?"))
    }

    @Test func anUnknownFlavorInTheSpecIsAnErrorAtItsValue() throws {
        let folder = try TemporaryFolder("schema")
        defer { folder.remove() }
        try folder.write("module: Shop\nflavor: swiftiu\n", to: "scenegen.yml")
        let run = ToolRun(["schema"], in: folder.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr.hasPrefix("scenegen.yml:2:9: error: unknown flavor `swiftiu`; did you mean `swiftui`?"))
    }

    @Test func aMissingSpecFileIsAnError() throws {
        let folder = try TemporaryFolder("schema")
        defer { folder.remove() }
        let run = ToolRun(["schema", "--spec", "nope.yml"], in: folder.path)
        #expect(run.exitCode == .failure)
        #expect(run.stdout.isEmpty)
    }

    @Test func initWritesTheSchemaBesideTheSpecAndNamesItOnTheFirstLine() throws {
        let folder = try TemporaryFolder("schema")
        defer { folder.remove() }
        let run = ToolRun(["init", "--flavor", "uikit", "--module", "Shop"], in: folder.path)
        #expect(run.exitCode == .success)
        #expect(
            run.stdout.contains(
                "created scenegen.schema.json, its JSON Schema for editors (`scenegen schema` refreshes it)\n"))
        let spec = try folder.read("scenegen.yml")
        #expect(spec.hasPrefix("# yaml-language-server: $schema=./scenegen.schema.json\n# scenegen.yml: "))
        // What `scenegen schema` prints beside it: the refresh command makes the same file.
        #expect(try folder.read("scenegen.schema.json") == ToolRun(["schema"], in: folder.path).stdout)
        // The comment line is a comment to YAML-lite: the starter validates, and the lock
        // and `generate --check` never meet the schema file.
        #expect(ToolRun(["validate"], in: folder.path).exitCode == .success)
        #expect(ToolRun(["new", "List"], in: folder.path).exitCode == .success)
        #expect(ToolRun(["generate", "--check"], in: folder.path).exitCode == .success)
        #expect(try !folder.read("scenegen.lock").contains("scenegen.schema.json"))
        #expect(try folder.read("scenegen.yml").hasPrefix("# yaml-language-server: $schema=./scenegen.schema.json\n"))
    }

    @Test func newWritingAFirstSpecNamesNoSchemaItDoesNotWrite() throws {
        let folder = try TemporaryFolder("schema")
        defer { folder.remove() }
        #expect(ToolRun(["new", "List"], in: folder.path).exitCode == .success)
        #expect(try !folder.read("scenegen.yml").contains("yaml-language-server"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/scenegen.schema.json"))
    }
}
