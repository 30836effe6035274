import Foundation
import ScenegenTestSupport
import Testing

/// Customizing templates: an ejected flavor generates exactly what the
/// built-in one does, and a per-file override changes just that file.
@Suite("ejected and overridden templates")
struct TemplatesE2ETests {
    @Test(arguments: GoldenCase.all)
    func anEjectedFlavorGeneratesWhatTheBuiltInOneGenerates(_ golden: GoldenCase) throws {
        let (builtIn, builtInResult) = try golden.generate("builtin")
        defer { builtIn.remove() }
        #expect(builtInResult.status == 0, "\(builtInResult.transcript)")

        let ejected = try golden.project("ejected")
        defer { ejected.remove() }
        let flavor = golden.flavorName
        let eject = try ejected.scenegen("templates", "eject", flavor, "--to", "Templates/\(flavor)")
        #expect(eject.status == 0, "\(eject.transcript)")
        #expect(ejected.exists("Templates/\(flavor)/manifest.yml"))
        // Point the spec at the copy.
        let spec = try ejected.read(golden.specFileName)
        try ejected.write(
            "flavor: Templates/\(flavor)\n" + spec.replacingOccurrences(of: "\nflavor: \(flavor)\n", with: "\n"),
            to: golden.specFileName)
        let generated = try ejected.scenegen("generate", "--spec", golden.specFileName, "--quiet")
        #expect(generated.status == 0, "\(generated.transcript)")

        let expected = try FileTree.snapshot(of: builtIn.url, skipping: golden.inputFiles)
        let actual = try FileTree.snapshot(of: ejected.url, skipping: golden.inputFiles)
            .filter { !$0.key.hasPrefix("Templates/") }
        #expect(Set(actual.keys) == Set(expected.keys))
        for (path, data) in expected {
            #expect(actual[path] == data, "\(path) differs between the ejected and the built-in flavor")
        }
    }

    /// The `flavor:` line `templates eject` prints, as written there.
    private func printedFlavorLine(_ output: String) -> String? {
        guard let start = output.range(of: "`flavor: ")?.upperBound,
            let end = output[start...].firstIndex(of: "`")
        else { return nil }
        return "flavor: " + output[start..<end]
    }

    @Test(arguments: ["Tpl", "uikit"])
    func theFlavorLineEjectPrintsWorksAsPrinted(_ target: String) throws {
        let folder = try GoldenCase.all[0].project("eject-line")
        defer { folder.remove() }
        let eject = try folder.scenegen("templates", "eject", "terminal", "--to", target)
        #expect(eject.status == 0, "\(eject.transcript)")
        let line = try #require(printedFlavorLine(eject.stdout), "no `flavor:` line in\n\(eject.stdout)")
        let spec = try folder.read("carshop.scenegen.yml")
        try folder.write(line + "\n" + spec, to: "carshop.scenegen.yml")
        let generated = try folder.scenegen("generate", "--spec", "carshop.scenegen.yml", "--quiet")
        #expect(generated.status == 0, "`\(line)` as printed: \(generated.transcript)")
        // The copy of terminal is used, not a built-in flavor of the folder's name.
        #expect(folder.exists("Sources/CarShop/Scenes/CarList/CarListViewControllerBase.swift"))
        #expect(
            try folder.read("Sources/CarShop/Scenes/CarList/CarListViewControllerBase.swift").contains(
                "import SceneTerminal"))
    }

    @Test func aFlavorNamingAFolderNextToTheSpecIsThatFolder() throws {
        let folder = try GoldenCase.all[0].project("flavor-folder")
        defer { folder.remove() }
        let eject = try folder.scenegen("templates", "eject", "terminal", "--to", "Tpl")
        #expect(eject.status == 0, "\(eject.transcript)")
        try folder.write(
            "{{ scene.name }} from Tpl\n", to: "Tpl/Builder.swift.stencil")
        let spec = try folder.read("carshop.scenegen.yml")
        try folder.write("flavor: Tpl\n" + spec, to: "carshop.scenegen.yml")
        let generated = try folder.scenegen("generate", "--spec", "carshop.scenegen.yml", "--quiet")
        #expect(generated.status == 0, "\(generated.transcript)")
        #expect(try folder.read("Sources/CarShop/Scenes/CarList/CarListBuilder.swift").hasSuffix("CarList from Tpl\n"))
        // A name that is neither a built-in flavor nor a folder is still refused, with the choices.
        try folder.write("flavor: Tlp\n" + spec, to: "carshop.scenegen.yml")
        let unknown = try folder.scenegen("validate", "--spec", "carshop.scenegen.yml")
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("unknown flavor `Tlp`"), "\(unknown.transcript)")
        // A typo of the folder's name points at it, at the value.
        try folder.write("flavor: Tplx\n" + spec, to: "carshop.scenegen.yml")
        let typo = try folder.scenegen("generate", "--spec", "carshop.scenegen.yml")
        #expect(typo.status == 1)
        #expect(
            typo.stderr.hasPrefix(
                "carshop.scenegen.yml:1:9: error: unknown flavor `Tplx`; did you mean `Tpl`, the template folder "
                    + "beside the spec?\nflavor: Tplx\n        ^~~~"), "\(typo.transcript)")
    }

    @Test func theEjectedFilesAreTheBuiltInTemplates() throws {
        let folder = try TemporaryFolder("eject-copy")
        defer { folder.remove() }
        let eject = try folder.scenegen("templates", "eject", "--to", "Mine")
        #expect(eject.status == 0, "\(eject.transcript)")
        // terminal's own files, and every template of the base it extends that it does not
        // replace; the base's manifest stays behind (terminal's says `extends: rx-mvvm`).
        let templates = Scenegen.repositoryRoot.appendingPathComponent("Templates")
        var expected = try FileTree.snapshot(
            of: templates.appendingPathComponent("rx-mvvm"), skipping: ["manifest.yml"])
        expected.merge(try FileTree.snapshot(of: templates.appendingPathComponent("terminal"))) { _, own in own }
        #expect(try FileTree.snapshot(of: folder.file("Mine")) == expected)
        #expect(expected.count > (try FileTree.snapshot(of: templates.appendingPathComponent("terminal"))).count)
    }

    @Test func aPerFileOverrideInTheSpecsTemplatesFolderChangesJustThatFile() throws {
        let golden = GoldenCase.all[0]
        let (plain, plainResult) = try golden.generate("plain")
        defer { plain.remove() }
        #expect(plainResult.status == 0, "\(plainResult.transcript)")

        let folder = try golden.project("override")
        defer { folder.remove() }
        let spec = try folder.read(golden.specFileName)
        try folder.write("templates: MyTemplates\n" + spec, to: golden.specFileName)
        // The built-in Router template, with one more line in the class.
        let builtIn = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent(
                "Templates/terminal/Router+Routes.swift.stencil"),
            encoding: .utf8)
        try folder.write(builtIn + "// house style: {{ scene.name }}\n", to: "MyTemplates/Router+Routes.swift.stencil")
        let generated = try folder.scenegen("generate", "--spec", golden.specFileName, "--quiet")
        #expect(generated.status == 0, "\(generated.transcript)")

        let before = try FileTree.snapshot(of: plain.url, skipping: golden.inputFiles)
        let after = try FileTree.snapshot(of: folder.url, skipping: golden.inputFiles)
            .filter { !$0.key.hasPrefix("MyTemplates/") }
        #expect(Set(before.keys) == Set(after.keys))
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(changed.count >= 1)
        for path in changed {
            #expect(path.hasSuffix("Router+Routes.swift"), "\(path) changed, but only Router+Routes was overridden")
            let text = String(decoding: after[path] ?? Data(), as: UTF8.self)
            let scene = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            #expect(text.hasSuffix("// house style: \(scene)\n"), "\(path)")
        }
        // Every scene's Router+Routes changed.
        #expect(changed.count == before.keys.filter { $0.hasSuffix("Router+Routes.swift") }.count)
    }

    @Test func theTemplatesFlagOverridesTheSpecsFolder() throws {
        let folder = try TemporaryFolder("templates-flag")
        defer { folder.remove() }
        try folder.write("// from the flag\n", to: "FlagTemplates/ViewModelType.swift.stencil")
        let result = try folder.scenegen("new", "Settings", "--templates", "FlagTemplates")
        #expect(result.status == 0, "\(result.transcript)")
        let text = try folder.read("Shared/ViewModelType.swift")
        #expect(text.contains("// from the flag"), "\(text)")
        #expect(try folder.read("Settings/SettingsRouter.swift").contains("final class SettingsRouter"))
    }
}
