import ScenegenCore
import ScenegenKit
import TemplateEngine
import Testing
import YAMLLite

@Suite("Flavor manifest")
struct FlavorManifestTests {
    func decode(_ text: String) throws -> FlavorManifest {
        let file = SourceFile(path: "manifest.yml", text: text)
        return try FlavorManifestDecoder.decode(try YAMLParser.parse(file), file: file)
    }

    func problems(_ text: String) -> [String] {
        do {
            _ = try decode(text)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func decodesRulesInOrder() throws {
        let manifest = try decode(
            """
            description: Test flavor
            trimBlocks: true
            header: "// generated"
            files:
              - template: A.stencil
                path: "{{ output }}/A.swift"
                scope: project
                owner: generated
              - template: B.stencil
                path: "{{ output }}/{{ scene.name }}/B.swift"
                scope: scene
                owner: user
            """)
        #expect(manifest.description == "Test flavor")
        #expect(manifest.trimBlocks)
        #expect(manifest.header == "// generated")
        #expect(manifest.files.map(\.template) == ["A.stencil", "B.stencil"])
        #expect(manifest.files.map(\.scope) == [.project, .scene])
        #expect(manifest.files.map(\.owner) == [.generated, .user])
        #expect(manifest.files[1].span.start.line == 9)
    }

    @Test func gathersEveryProblemWithItsPosition() {
        let found = problems(
            """
            descripton: x
            trimBlocks: maybe
            files:
              - template: A.stencil
                path: a
                scope: scenes
                owner: generated
              - template: B.stencil
                owner: mine
              - just a string
            """)
        #expect(
            found == [
                "manifest.yml:1:1: error: unknown key `descripton` in the flavor manifest; did you mean `description`?",
                "manifest.yml:2:13: error: `trimBlocks` must be `true` or `false`, found `maybe`",
                "manifest.yml:6:12: error: `scope` must be one of `project`, `scene`, `model`, `service`, found `scenes`; did you mean `scene`?",
                "manifest.yml:9:12: error: `owner` must be one of `generated`, `user`, found `mine`",
                "manifest.yml:8:5: error: this file rule has no `path`",
                "manifest.yml:8:5: error: this file rule has no `scope`",
                "manifest.yml:10:5: error: a file rule must be a mapping with `template`, `path`, `scope` and `owner`",
            ])
    }

    @Test func trimNamesAStencilBehaviour() throws {
        let files = "files:\n  - template: A.stencil\n    path: a\n    scope: project\n    owner: generated\n"
        #expect(try decode("trim: smart\n" + files).trim == .stencil(.smart))
        #expect(
            try decode("trim: whitespace/whitespaceAndNewLines\n" + files).trim
                == .stencil(StencilTrimBehaviour(leading: .whitespace, trailing: .whitespaceAndNewLines)))
        #expect(try decode(files).trim == nil)
        #expect(
            problems("trim: clever\n" + files) == [
                "manifest.yml:1:7: error: unknown `trim` mode `clever`; expected \(TemplateTrimMode.nameSummary)"
            ])
        #expect(
            problems("trimBlocks: true\ntrim: smart\n" + files) == [
                "manifest.yml:1:1: error: `trimBlocks: true` is `trim: lines`; give one trim mode"
            ])
    }

    @Test func emptyAndWrongShapes() {
        #expect(problems("") == ["manifest.yml:1:1: error: the flavor manifest is empty; it must list its `files:`"])
        #expect(
            problems("- a") == [
                "manifest.yml:1:1: error: a flavor manifest must be a mapping with `files:`, found a sequence"
            ])
        #expect(problems("description: x") == ["manifest.yml:1:1: error: the flavor manifest has no `files:` list"])
        #expect(problems("files: x") == ["manifest.yml:1:8: error: `files` must be a list of file rules"])
    }

    @Test func theBuiltInTerminalManifestDecodes() throws {
        let flavor = try FlavorLoader.builtIn(named: "terminal")
        #expect(flavor.lineage.map(\.name) == ["terminal", "rx-mvvm"])
        #expect(flavor.manifest.trimBlocks)
        #expect(flavor.manifest.files.count >= 14)
        for rule in flavor.manifest.files {
            #expect(try flavor.loader.loadTemplate(named: rule.template) != nil, "missing template \(rule.template)")
        }
    }
}
