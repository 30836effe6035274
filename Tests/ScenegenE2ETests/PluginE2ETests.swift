import Foundation
import ScenegenTestSupport
import Testing

/// The SwiftPM command plugins in a fresh package that depends on this
/// checkout by path: `swift package scenegen ...` builds scenegen from source
/// and runs it in the package, `--target` picks the module and folders, and
/// `swift package scenegen-check` (no write permission) fails once the spec
/// changed. Slow (the package builds scenegen): SCENEGEN_E2E_PACKAGE=1 only.
@Suite(
    "SwiftPM plugin (SCENEGEN_E2E_PACKAGE=1)", .serialized,
    .enabled(if: GeneratedPackage.enabled, "set SCENEGEN_E2E_PACKAGE=1 to build packages"))
struct PluginE2ETests {
    private func swiftPackage(_ package: GeneratedPackage, _ arguments: [String], write: Bool = true) throws
        -> ProcessResult
    {
        let permission = write ? ["--allow-writing-to-package-directory"] : []
        let started = Date()
        let result = try ProcessRunner.run(
            "/usr/bin/env", ["swift", "package"] + permission + arguments, in: package.folder.url)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        print("plugin: swift package \(arguments.joined(separator: " ")): exit \(result.status) in \(seconds) s")
        return result
    }

    @Test func newAndGenerateThroughThePluginThenTheCheckVerbCatchesAChangedSpec() throws {
        let package = try GeneratedPackage(target: "Shop")
        defer { package.folder.remove() }
        let folder = package.folder
        // A first target that is not the one asked for, so `--target` must matter.
        let manifest = try folder.read("Package.swift").replacingOccurrences(
            of: "    targets: [\n", with: "    targets: [\n        .target(name: \"Tools\"),\n")
        try folder.write(manifest, to: "Package.swift")
        try folder.write("enum Tools {}\n", to: "Sources/Tools/Tools.swift")

        let hello = try swiftPackage(
            package, ["scenegen", "new", "Hello", "--target", "Shop", "--field", "title:String"])
        try #require(hello.status == 0, "\(hello.excerpt)")
        #expect(folder.exists("Sources/Shop/Scenes/Hello/HelloViewModel.swift"))
        #expect(folder.exists("Tests/ShopTests/Hello/HelloViewModelTests.swift"))
        #expect(!folder.exists("Sources/Tools/Scenes"))

        if !folder.exists("scenegen.yml") {
            let initialized = try swiftPackage(package, ["scenegen", "init", "--target", "Shop"])
            try #require(initialized.status == 0, "\(initialized.excerpt)")
        }
        #expect(try folder.read("scenegen.yml").contains("module: Shop"))
        let details = try swiftPackage(package, ["scenegen", "new", "CarDetails", "--field", "name:String"])
        try #require(details.status == 0, "\(details.excerpt)")
        let generate = try swiftPackage(package, ["scenegen", "generate"])
        #expect(generate.status == 0, "\(generate.excerpt)")
        #expect(folder.exists("Sources/Shop/Scenes/CarDetails/CarDetailsViewModel.swift"))

        let clean = try swiftPackage(package, ["scenegen-check"], write: false)
        #expect(clean.status == 0, "\(clean.excerpt)")

        let spec = try folder.read("scenegen.yml")
        let field = "  CarDetails:\n    fields:\n      name: String\n"
        try #require(spec.contains(field), "scenegen.yml:\n\(spec)")
        try folder.write(
            spec.replacingOccurrences(of: field, with: field + "      price: Double\n"), to: "scenegen.yml")
        let drift = try swiftPackage(package, ["scenegen-check"], write: false)
        #expect(drift.status != 0, "\(drift.transcript)")
        #expect((drift.stdout + drift.stderr).contains("out of date"), "\(drift.transcript)")
    }
}
