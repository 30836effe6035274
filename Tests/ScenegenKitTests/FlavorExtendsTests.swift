import Foundation
import ScenegenCore
import ScenegenKit
import ScenegenSpec
import ScenegenTestSupport
import TemplateEngine
import Testing
import YAMLLite

/// `extends:` (docs/flavors.md, "Extending a flavor"): a manifest over its
/// parent's, templates looked up in the flavor's folder first, and an error
/// at the `extends:` value for a parent that cannot be one.
@Suite("Flavor extends")
struct FlavorExtendsTests {
    /// A folder with one flavor per entry (`name/manifest.yml` and its templates).
    func flavors(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("extends")
        for (path, text) in files { try folder.write(text, to: path) }
        return folder
    }

    func load(_ name: String, in folder: TemporaryFolder) throws -> Flavor {
        try FlavorLoader.folder(at: folder.file(name).path, displayPath: name)
    }

    func problems(_ name: String, in folder: TemporaryFolder) -> [String] {
        do {
            _ = try load(name, in: folder)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    static let parent = """
        description: the parent
        trimBlocks: true
        header: "// parent"
        reactiveTypes:
          Single: {element: value}
          Maybe: {element: value, mock: empty}
        reserves:
          fields: {one: "the parent's reason", two: "the parent's"}
        options:
          scene:
            style: {values: [a, b], default: a}
        files:
          - template: A.stencil
            path: "{{ output }}/A.swift"
            scope: project
            owner: generated
          - template: B.stencil
            path: "{{ output }}/B.swift"
            scope: project
            owner: generated

        """

    @Test func theChildsKeysWinAndTheRestIsTheParents() throws {
        let folder = try flavors([
            "base/manifest.yml": Self.parent, "base/A.stencil": "parent A\n", "base/B.stencil": "parent B\n",
            "child/manifest.yml": """
            extends: ../base
            description: the child
            reactiveTypes:
              Maybe: {element: optional}
            reserves:
              fields: {one: "the child's reason"}
            options:
              scene:
                style: {values: [c], default: c}
            files:
              - template: C.stencil
                path: "{{ output }}/C.swift"
                scope: project
                owner: user
              - template: A.stencil
                path: "{{ output }}/Moved/A.swift"
                scope: project
                owner: user

            """,
            "child/B.stencil": "child B\n", "child/C.stencil": "child C\n",
        ])
        let flavor = try load("child", in: folder)
        let manifest = flavor.manifest
        #expect(manifest.description == "the child")
        #expect(manifest.trimBlocks, "a key the child does not write is the parent's")
        #expect(manifest.header == "// parent")
        // The parent's rules in its order, A replaced in place; the child's others after them.
        #expect(manifest.files.map(\.template) == ["A.stencil", "B.stencil", "C.stencil"])
        #expect(manifest.files[0].path == "{{ output }}/Moved/A.swift")
        #expect(manifest.files[0].owner == .user)
        #expect(manifest.reactiveTypes["Maybe"] == ReactiveType(element: .optional))
        #expect(manifest.reactiveTypes["Single"] == ReactiveType(element: .value))
        #expect(manifest.rules.reason(reserving: "one", as: .field) == "the child's reason")
        #expect(manifest.rules.reason(reserving: "two", as: .field) == "the parent's")
        #expect(manifest.rules.options(at: .scene).map(\.defaultValue) == ["c"])
        #expect(!manifest.isAbstract)
        // Templates: the child's folder first, then the parent's.
        #expect(try flavor.loader.loadTemplate(named: "A.stencil")?.text == "parent A\n")
        #expect(try flavor.loader.loadTemplate(named: "B.stencil")?.text == "child B\n")
        #expect(flavor.lineage.map(\.name) == ["child", "base"])
        #expect(flavor.layer(holding: "A.stencil")?.name == "base")
        #expect(flavor.layer(holding: "B.stencil")?.name == "child")
    }

    @Test func aFolderFlavorExtendsABuiltInOneByName() throws {
        let folder = try flavors([
            "house/manifest.yml": "extends: uikit\ndescription: house\n",
            "house/Model.swift.stencil": "// house\n",
        ])
        let flavor = try load("house", in: folder)
        #expect(flavor.lineage.map(\.name) == ["house", "uikit", "rx-mvvm"])
        #expect(flavor.manifest.files.count == (try FlavorLoader.builtIn(named: "uikit")).manifest.files.count)
        #expect(try flavor.loader.loadTemplate(named: "Model.swift.stencil")?.text == "// house\n")
        #expect(flavor.manifest.reactiveTypes["Observable"]?.streams == true)
        #expect(flavor.manifest.setup.start != nil, "uikit's setup comes along")
    }

    @Test func anUnknownParentIsAnErrorAtTheExtendsValue() throws {
        let folder = try flavors(["child/manifest.yml": "description: x\nextends: uikitt\n"])
        #expect(
            problems("child", in: folder) == [
                "child/manifest.yml:2:10: error: unknown flavor `uikitt`; did you mean `uikit`? "
                    + "(or give the path of a template folder)"
            ])
    }

    @Test func aParentFolderThatIsNotAFlavorIsAnErrorAtTheExtendsValue() throws {
        let folder = try flavors(["child/manifest.yml": "extends: ../plain\n", "plain/readme.txt": "not a flavor\n"])
        #expect(
            problems("child", in: folder) == [
                "child/manifest.yml:1:10: error: the flavor folder `plain` has no `manifest.yml`; "
                    + "`scenegen templates eject` writes a complete flavor to start from"
            ])
        let missing = try flavors(["child/manifest.yml": "extends: ./gone\n"])
        #expect(problems("child", in: missing) == ["child/manifest.yml:1:10: error: no flavor folder at `child/gone`"])
    }

    @Test func aCycleIsAnErrorAtTheExtendsValueThatClosesIt() throws {
        let folder = try flavors([
            "a/manifest.yml": "extends: ../b\n", "b/manifest.yml": "description: b\nextends: ../a\n",
        ])
        #expect(
            problems("a", in: folder) == [
                "b/manifest.yml:2:10: error: this `extends:` makes a cycle: `a` extends `b` extends `a`; "
                    + "a flavor cannot extend itself"
            ])
        let itself = try flavors(["a/manifest.yml": "extends: .\n"])
        #expect(
            problems("a", in: itself) == [
                "a/manifest.yml:1:10: error: this `extends:` makes a cycle: `a` extends `a`; "
                    + "a flavor cannot extend itself"
            ])
    }

    @Test func aBaseIsExtendedButNeverGeneratedWith() throws {
        #expect(BuiltInTemplates.flavorNames == ["swiftui", "terminal", "uikit"])
        #expect(BuiltInTemplates.allNames.contains("rx-mvvm"))
        #expect(throws: DiagnosticError.self) { try FlavorLoader.builtIn(named: "rx-mvvm") }
        let base = try FlavorLoader.builtIn(named: "rx-mvvm", allowingAbstract: true)
        #expect(base.manifest.isAbstract)
        // Every built-in flavor that extends it takes its files, but never its `abstract:`.
        for name in ["terminal", "uikit"] {
            let flavor = try FlavorLoader.builtIn(named: name)
            #expect(!flavor.manifest.isAbstract)
            for rule in base.manifest.files {
                #expect(flavor.manifest.files.contains { $0.template == rule.template }, "\(name): \(rule.template)")
            }
        }
    }

    @Test func aManifestThatExtendsAnotherNeedsNoFilesOfItsOwn() throws {
        let file = SourceFile(path: "manifest.yml", text: "extends: uikit\n")
        let manifest = try FlavorManifestDecoder.decode(try YAMLParser.parse(file), file: file)
        #expect(manifest.extends == "uikit")
        #expect(manifest.files.isEmpty)
    }

    @Test func reactiveTypesAreCheckedWhereTheyAreWritten() throws {
        let file = SourceFile(
            path: "manifest.yml",
            text: "files: []\nreactiveTypes:\n  Single: {element: many}\n  Maybe: {streams: true}\n")
        #expect(throws: DiagnosticError.self) {
            try FlavorManifestDecoder.decode(try YAMLParser.parse(file), file: file)
        }
        do {
            _ = try FlavorManifestDecoder.decode(try YAMLParser.parse(file), file: file)
        } catch let error as DiagnosticError {
            #expect(
                error.diagnostics.map(\.description) == [
                    "manifest.yml:3:21: error: `element` must be one of `none`, `value`, `optional`, found `many`",
                    "manifest.yml:4:10: error: `reactiveTypes.Maybe` has no `element`",
                ])
        }
    }
}
