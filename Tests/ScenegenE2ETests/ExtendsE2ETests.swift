import Foundation
import ScenegenTestSupport
import Testing

/// A flavor that extends another (`extends:`, docs/flavors.md), as a user
/// meets it: an ejected built-in keeps its parent's rules and generates from
/// its own copies; a flavor of the user's extends a built-in one and replaces
/// a file by name; `templates which` names where each file comes from.
@Suite("extends")
struct ExtendsE2ETests {
    static let spec = "Examples/carshop.scenegen.yml"

    /// A folder with the car shop spec, its `flavor:` line replaced by `flavor`.
    func project(_ label: String, flavor: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(label)
        let spec = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent(Self.spec), encoding: .utf8)
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("flavor:") }
        try folder.write("flavor: \(flavor)\n" + lines.joined(separator: "\n"), to: "scenegen.yml")
        return folder
    }

    @Test func anEjectedFlavorGeneratesFromItsOwnCopiesOfTheParentsTemplates() throws {
        let folder = try project("extends-eject", flavor: "./Mine")
        defer { folder.remove() }
        let eject = try folder.scenegen("templates", "eject", "terminal", "--to", "Mine")
        #expect(eject.status == 0, "\(eject.transcript)")
        // The parent's templates are copied beside the flavor's own, and its manifest still extends it.
        #expect(folder.exists("Mine/ErrorTracker.swift.stencil"))
        #expect(folder.exists("Mine/RxFlavor.stencil"))
        #expect(try folder.read("Mine/manifest.yml").contains("\nextends: rx-mvvm\n"))
        #expect(try folder.read("Mine/RxFlavor.stencil").contains("import SceneRx"), "terminal's words, not the base's")
        let edited = try folder.read("Mine/ErrorTracker.swift.stencil") + "// edited in the copy\n"
        try folder.write(edited, to: "Mine/ErrorTracker.swift.stencil")

        let generated = try folder.scenegen("generate", "--quiet")
        #expect(generated.status == 0, "\(generated.transcript)")
        let tracker = try folder.read("Sources/CarShop/Scenes/Shared/ErrorTracker.swift")
        #expect(tracker.hasSuffix("// edited in the copy\n"))
        #expect(tracker.contains("import SceneRx\n"))
        let which = try folder.scenegen("templates", "which", "ErrorTracker.swift.stencil")
        #expect(which.stdout.contains("flavor folder: Mine/ErrorTracker.swift.stencil"), "\(which.transcript)")
    }

    @Test func aUserFlavorExtendsABuiltInOneAndReplacesAFileByName() throws {
        let folder = try project("extends-user", flavor: "./Flavors/house")
        defer { folder.remove() }
        try folder.write(
            """
            # House style: uikit, with our own model files and one file more.
            extends: uikit
            description: uikit, house style
            files:
              - template: Versions.swift.stencil
                path: "{{ output }}/Shared/Versions.swift"
                scope: project
                owner: generated

            """, to: "Flavors/house/manifest.yml")
        try folder.write("struct {{ model.name }}: Hashable {}\n", to: "Flavors/house/Model.swift.stencil")
        try folder.write(
            "enum Versions { static let scenes = {{ scenes.count }} }\n", to: "Flavors/house/Versions.swift.stencil")

        let generated = try folder.scenegen("generate", "--quiet")
        #expect(generated.status == 0, "\(generated.transcript)")
        #expect(try folder.read("Sources/CarShop/Scenes/Models/Car.swift").hasSuffix("\nstruct Car: Hashable {}\n"))
        #expect(try folder.read("Sources/CarShop/Scenes/Shared/Versions.swift").contains("static let scenes = 2"))
        // Everything else is uikit's, through uikit and rx-mvvm.
        #expect(try folder.read("Sources/CarShop/Scenes/CarList/CarListViewModel.swift").contains("import RxCocoa\n"))
        #expect(folder.exists("Sources/CarShop/Scenes/CarList/CarListViewControllerBase.swift"))

        let which = try folder.scenegen("templates", "which")
        #expect(which.status == 0, "\(which.transcript)")
        #expect(which.stdout.contains(" flavor folder: Flavors/house/Model.swift.stencil\n"), "\(which.stdout)")
        #expect(
            which.stdout.contains(
                "built-in flavor `rx-mvvm` (extended by `./Flavors/house`): builtin:rx-mvvm/ErrorTracker.swift.stencil"),
            "\(which.stdout)")
        #expect(
            which.stdout.contains(
                "built-in flavor `uikit` (extended by `./Flavors/house`): builtin:uikit/Builder.swift.stencil"))
    }

    @Test func aParentThatCannotBeOneIsAnErrorAtTheExtendsLine() throws {
        let folder = try project("extends-errors", flavor: "./Flavors/house")
        defer { folder.remove() }
        try folder.write("description: x\nextends: ../plain\n", to: "Flavors/house/manifest.yml")
        try folder.write("not a flavor\n", to: "Flavors/plain/README.txt")
        let result = try folder.scenegen("generate", "--quiet")
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix(
                "./Flavors/house/manifest.yml:2:10: error: the flavor folder `Flavors/plain` has no `manifest.yml`"),
            "\(result.transcript)")
        let base = try project("extends-base", flavor: "rx-mvvm")
        defer { base.remove() }
        let refused = try base.scenegen("generate", "--quiet")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("`rx-mvvm` is a base other flavors extend"), "\(refused.transcript)")
    }
}
