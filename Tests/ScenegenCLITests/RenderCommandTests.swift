import Foundation
import ScenegenCLI
import ScenegenTestSupport
import Testing

@Suite("scenegen render")
struct RenderCommandTests {
    /// A fresh folder holding `files`.
    func folder(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("render")
        for (name, text) in files { try folder.write(text, to: name) }
        return folder
    }

    @Test func rendersWithAJSONContextExactly() throws {
        let dir = try folder(["t.stencil": "Hello {{ name }}!", "c.json": #"{"name": "Kyle"}"#])
        let run = ToolRun(["render", "t.stencil", "--context", "c.json"], in: dir.path)
        #expect(run.exitCode == .success)
        #expect(run.stdout == "Hello Kyle!")
        #expect(run.stderr.isEmpty)
    }
    @Test func readsTheContextFromStandardInput() throws {
        let dir = try folder(["t.stencil": "{{ name }}"])
        let run = ToolRun(["render", "t.stencil", "--context", "-"], in: dir.path, stdin: #"{"name": "piped"}"#)
        #expect(run.exitCode == .success)
        #expect(run.stdout == "piped")
    }
    @Test func rendersWithoutAContext() throws {
        let dir = try folder(["t.stencil": "[{{ name }}]\n"])
        #expect(ToolRun(["render", "t.stencil"], in: dir.path).stdout == "[]\n")
    }
    @Test func includesLookBesideTheTemplate() throws {
        let dir = try folder(["sub/t.stencil": #"<{% include "p.stencil" %}>"#, "sub/p.stencil": "part"])
        #expect(ToolRun(["render", "sub/t.stencil"], in: dir.path).stdout == "<part>")
    }
    @Test func templatesOptionSetsTheIncludeFolder() throws {
        let dir = try folder(["t.stencil": #"{% include "p.stencil" %}"#, "parts/p.stencil": "from parts"])
        #expect(ToolRun(["render", "t.stencil", "--templates", "parts"], in: dir.path).stdout == "from parts")
    }
    @Test func trimBlocksFlag() throws {
        let dir = try folder(["t.stencil": "{% if true %}\nx\n{% endif %}\n"])
        #expect(ToolRun(["render", "t.stencil", "--trim-blocks"], in: dir.path).stdout == "x\n")
        #expect(ToolRun(["render", "t.stencil"], in: dir.path).stdout == "\nx\n\n")
    }
    @Test func trimOption() throws {
        let dir = try folder(["t.stencil": "a\n  {% if true %}\n  x\n  {% endif %}\nb\n"])
        #expect(ToolRun(["render", "t.stencil", "--trim", "smart"], in: dir.path).stdout == "a\n  x\nb\n")
        #expect(ToolRun(["render", "t.stencil", "--trim", "lines"], in: dir.path).stdout == "a\n  x\nb\n")
        #expect(ToolRun(["render", "t.stencil", "--trim", "nothing"], in: dir.path).stdout == "a\n  \n  x\n  \nb\n")
        #expect(
            ToolRun(["render", "t.stencil", "--trim", "whitespaceAndNewLines/nothing"], in: dir.path).stdout
                == "a\n  x\nb\n")
        let bad = ToolRun(["render", "t.stencil", "--trim", "clever"], in: dir.path)
        #expect(bad.exitCode == .usage)
        #expect(bad.stderr.contains("unknown --trim mode `clever`"))
        #expect(ToolRun(["render", "t.stencil", "--trim", "smart", "--trim-blocks"], in: dir.path).exitCode == .usage)
    }
    @Test func paramOption() throws {
        let dir = try folder([
            "t.stencil": "{{ param.enumName }}|{{ param.a.b }}|{{ param.flag }}|{{ param.list|join:\",\" }}"
        ])
        let run = ToolRun(
            [
                "render", "t.stencil", "--param", "enumName=L10n", "--param", "a.b=c=d", "--param", "flag",
                "--param", "list=1", "--param", "list=2",
            ], in: dir.path)
        #expect(run.stdout == "L10n|c=d|true|1,2")
        #expect(ToolRun(["render", "t.stencil", "--param", "bad key"], in: dir.path).exitCode == .usage)
    }
    @Test func strictFlag() throws {
        let dir = try folder(["t.stencil": "{{ nmae }}", "c.json": #"{"name": "x"}"#])
        let run = ToolRun(["render", "t.stencil", "--context", "c.json", "--strict"], in: dir.path)
        #expect(run.exitCode == .failure)
        #expect(
            run.stderr == "t.stencil:1:4: error: undefined variable `nmae`; did you mean `name`?\n{{ nmae }}\n   ^~~~\n"
        )
        #expect(run.stdout.isEmpty)
    }
    @Test func templateErrorsShowTheSourceLine() throws {
        let dir = try folder(["t.stencil": "line\n{% iff x %}\n"])
        let run = ToolRun(["render", "t.stencil"], in: dir.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr == "t.stencil:2:4: error: unknown tag `iff`; did you mean `if`?\n{% iff x %}\n   ^~~\n")
    }
    @Test func errorsInIncludedTemplatesShowTheirLineAndTheChain() throws {
        let dir = try folder(["t.stencil": #"{% include "p.stencil" %}"#, "p.stencil": "{{ x|nope }}"])
        let run = ToolRun(["render", "t.stencil"], in: dir.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr.hasPrefix("p.stencil:1:6: error: unknown filter `nope`\n{{ x|nope }}\n     ^~~~\n"))
        #expect(run.stderr.contains("t.stencil:1:1: note: included from here\n"))
    }
    @Test func badJSONContextIsAnError() throws {
        let dir = try folder(["t.stencil": "x", "c.json": "{\"a\": }"])
        let run = ToolRun(["render", "t.stencil", "--context", "c.json"], in: dir.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr.hasPrefix("c.json:1:7: error: expected a JSON value, found `}`"))
    }
    @Test func nonObjectContextIsAnError() throws {
        let dir = try folder(["t.stencil": "x", "c.json": "[1]"])
        let run = ToolRun(["render", "t.stencil", "--context", "c.json"], in: dir.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr.hasPrefix("c.json:1:1: error: the context must be a JSON object"))
    }
    @Test func yamlContextsAreReadWithYAMLLite() throws {
        let dir = try folder([
            "t.stencil": "{{ scene.name }}:{% for f in scene.fields %} {{ f.name }}{% endfor %}",
            "c.yml": "scene:\n  name: CarList  # a comment\n  fields:\n    - name: cars\n    - name: isLoading\n",
        ])
        let run = ToolRun(["render", "t.stencil", "--context", "c.yml"], in: dir.path)
        #expect(run.exitCode == .success)
        #expect(run.stdout == "CarList: cars isLoading")
    }
    @Test func yamlContextErrorsArePositioned() throws {
        let dir = try folder(["t.stencil": "x", "c.yaml": "a: 1\na: 2\n"])
        let run = ToolRun(["render", "t.stencil", "--context", "c.yaml"], in: dir.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr.hasPrefix("c.yaml:2:1: error: "))
    }
    @Test func aYAMLContextMustBeAMapping() throws {
        let dir = try folder(["t.stencil": "x", "c.yml": "- a\n"])
        let run = ToolRun(["render", "t.stencil", "--context", "c.yml"], in: dir.path)
        #expect(run.stderr.hasPrefix("c.yml:1:1: error: the context must be a YAML mapping"))
    }
    @Test func missingTemplateFile() throws {
        let dir = try folder([:])
        let run = ToolRun(["render", "nope.stencil"], in: dir.path)
        #expect(run.exitCode == .failure)
        #expect(run.stderr == "error: no such file `nope.stencil`\n")
    }
    @Test func missingArgumentIsAUsageError() {
        #expect(ToolRun(["render"]).exitCode == .usage)
    }
    @Test func helpListsTheOptions() {
        let run = ToolRun(["render", "--help"])
        #expect(run.exitCode == .success)
        for option in ["--context", "--templates", "--strict", "--trim-blocks"] { #expect(run.stdout.contains(option)) }
    }
    @Test func benchTemplateMatchesJinja2() throws {
        let bench = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/templates/bench").path
        let run = ToolRun(["render", "scene_viewmodel.stencil", "--context", "scene_context.json"], in: bench)
        let expected = try String(contentsOfFile: bench + "/scene_viewmodel.expected", encoding: .utf8)
        #expect(run.stdout == expected)
    }
}

@Suite("render: paths Foundation trips on")
struct RenderOneLetterPathTests {
    @Test func aTemplateNamedWithOneLetter() throws {
        let folder = NSTemporaryDirectory() + "scenegen-one-letter-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "x{{ 1 }}".write(toFile: folder + "/a", atomically: true, encoding: .utf8)
        let run = ToolRun(["render", "a"], in: folder)
        #expect(run.exitCode == .success)
        #expect(run.stdout == "x1")
    }
}
