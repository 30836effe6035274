import Foundation
import ScenegenTestSupport
import Testing

/// `init --edit-package` when it must not edit: no package, or a Package.swift
/// SwiftPM cannot read (left byte for byte, the lines to add printed). The
/// edit itself runs in the README quick start (QuickStartPackageE2ETests).
@Suite("init --edit-package refusing")
struct InitEditPackageE2ETests {
    @Test func withoutAPackageItSaysWhatToDo() throws {
        let folder = try TemporaryFolder("edit-package-none")
        defer { folder.remove() }
        let result = try folder.scenegen("init", "--edit-package")
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.stderr.contains("there is no Package.swift with a target here"), "\(result.stderr)")
        #expect(folder.files().isEmpty)
    }

    @Test func aManifestSwiftPMCannotReadIsLeftAsItIs() throws {
        let folder = try TemporaryFolder("edit-package-broken")
        defer { folder.remove() }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Garage",
                targets: [.executableTarget(name: "Garage")]
            )
            this line is not Swift

            """
        try folder.write(manifest, to: "Package.swift")
        let result = try folder.scenegen("init", "--edit-package")
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.stderr.contains("SwiftPM cannot read Package.swift"), "\(result.stderr)")
        #expect(result.stderr.contains("Add these lines to it yourself"), "\(result.stderr)")
        #expect(result.stderr.contains(".product(name: \"SceneTerminal\", package: \"scenegen\")"), "\(result.stderr)")
        #expect(try folder.read("Package.swift") == manifest)
        #expect(folder.exists("scenegen.yml"))
    }

    /// Only the hello-world `swift package init` writes, unchanged, is replaced.
    @Test func anEditedMainTypeIsKept() throws {
        let folder = try TemporaryFolder("edit-package-main")
        defer { folder.remove() }
        try folder.write(
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(\n    name: \"Garage\",\n"
                + "    targets: [.executableTarget(name: \"Garage\")]\n)\n", to: "Package.swift")
        let mine = "@main\nstruct Garage {\n    static func main() {\n        print(\"Open\")\n    }\n}\n"
        try folder.write(mine, to: "Sources/Garage/Garage.swift")
        let result = try folder.scenegen("init", "--edit-package")
        #expect(result.stdout.contains("Sources/Garage/Garage.swift has a `@main` type"), "\(result.transcript)")
        #expect(try folder.read("Sources/Garage/Garage.swift") == mine)
        #expect(!folder.exists("Sources/Garage/main.swift"))
    }
}
