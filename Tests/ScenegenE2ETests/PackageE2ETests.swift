import Foundation
import ScenegenTestSupport
import Testing

/// Generated scenes inside fresh SwiftPM packages that depend on this
/// checkout's runtime: they build without warnings and their generated tests
/// run and pass (acceptance 1(b)); a broken ViewModel or Builder makes the
/// generated tests fail by name (acceptance 3).
///
/// Slow (each package compiles the runtime): runs only with
/// SCENEGEN_E2E_PACKAGE=1, which Scripts/test sets. Serialized so two
/// package builds do not fight over the machine's two cores.
@Suite(
    "generated packages build and pass (SCENEGEN_E2E_PACKAGE=1)", .serialized,
    .enabled(if: GeneratedPackage.enabled, "set SCENEGEN_E2E_PACKAGE=1 to build generated packages"))
struct PackageE2ETests {
    @Test func initAndThreeRoutedScenesBuildAndTheirTestsPassThenBreakingThemFails() throws {
        let package = try GeneratedPackage(target: "Showroom")
        defer { package.folder.remove() }
        let folder = package.folder
        var printed: [String] = []
        for arguments in [
            ["init"],
            ["new", "Settings"],
            ["new", "CarDetails", "--input", "carID:String", "--route", "Settings"],
            [
                "new", "CarList", "--field", "cars:[String]", "--action", "refresh", "--action", "select:cars",
                "--route", "CarDetails",
            ],
        ] {
            let result = try folder.scenegen(arguments: arguments)
            try #require(result.status == 0, "scenegen \(arguments.joined(separator: " ")): \(result.transcript)")
            printed.append(result.stdout)
        }
        // The start lines `init` and the first `new` printed compile as they are, in the app's module.
        let startLines = printed.prefix(2).map { StartLines.code(in: $0) }
        #expect(startLines.allSatisfy { $0.contains { $0.hasPrefix("TerminalApp.run(") } }, "\(printed)")
        for (index, code) in startLines.enumerated() {
            try folder.write(
                StartLines.swiftFile(code, signature: "@MainActor func start\(index)()", firstScene: "Settings"),
                to: "Sources/Showroom/Start\(index).swift")
        }
        // In a package, `new` puts scenes and tests in the first target's folders.
        let scenes = "Sources/Showroom/Scenes"
        #expect(folder.exists("\(scenes)/CarList/CarListViewModel.swift"))
        #expect(folder.exists("Tests/ShowroomTests/CarList/CarListViewModelTests.swift"))
        #expect(try folder.read("scenegen.yml").contains("module: Showroom"))

        let build = try package.swift("build", "--build-tests")
        try #require(build.status == 0, "\(build.excerpt)")
        #expect(Set(GeneratedPackage.warnings(in: build.stdout + build.stderr)).sorted() == [])

        let test = try package.swift("test", "--skip-build")
        #expect(test.status == 0, "\(test.excerpt)")
        let declared = try package.declaredTests(under: "Tests/ShowroomTests")
        let ran = GeneratedPackage.testCases(in: test.stdout + test.stderr)
        // 3 scenes x 4 test classes, each with at least one test.
        #expect(Set(declared.map { $0.split(separator: ".")[0] }).count == 12)
        #expect(ran.passed == declared, "declared but not passed: \(declared.subtracting(ran.passed).sorted())")
        #expect(ran.failed.isEmpty)
        print("generated tests that ran and passed in the Showroom package: \(ran.passed.count)")

        // Acceptance 3: a ViewModel that shows the wrong title and a Builder
        // that forgets the router's back reference make the generated tests fail.
        let viewModel = "\(scenes)/CarDetails/CarDetailsViewModel.swift"
        let builder = "\(scenes)/CarList/CarListBuilder.swift"
        let goodViewModel = try folder.read(viewModel)
        let goodBuilder = try folder.read(builder)
        let badViewModel = goodViewModel.replacingOccurrences(of: "\"Car Details\"", with: "\"Car Detail\"")
        let badBuilder = goodBuilder.replacingOccurrences(of: "router.viewController = viewController\n", with: "")
        try #require(badViewModel != goodViewModel, "no `\"Car Details\"` in\n\(goodViewModel)")
        try #require(badBuilder != goodBuilder, "no back reference in\n\(goodBuilder)")
        try folder.write(badViewModel, to: viewModel)
        try folder.write(badBuilder, to: builder)

        let broken = try package.swift("test")
        #expect(broken.status != 0, "\(broken.excerpt)")
        let brokenRun = GeneratedPackage.testCases(in: broken.stdout + broken.stderr)
        #expect(
            brokenRun.failed.contains("CarDetailsViewModelTests.testShowsItsTitle"),
            "\(brokenRun.failed.sorted())")
        #expect(
            brokenRun.failed.contains("CarListBuilderTests.testBuildsTheSceneWiredTogether"),
            "\(brokenRun.failed.sorted())")
        #expect(broken.stdout.contains("Car Detail\""), "the failure shows the wrong title")
        // Only the tests of the two broken scenes fail.
        for name in brokenRun.failed {
            #expect(name.hasPrefix("CarDetails") || name.hasPrefix("CarList"), "unexpected failure: \(name)")
        }
        #expect(brokenRun.passed.contains("SettingsViewModelTests.testShowsItsTitle"))

        // The CI check sees the edited generated Builder; restoring both brings everything back.
        #expect(try folder.scenegen("generate", "--check").status == 1)
        try folder.write(goodViewModel, to: viewModel)
        try folder.write(goodBuilder, to: builder)
        #expect(try folder.scenegen("generate", "--check").status == 0)
    }

    /// Every type kind of Tests/Fixtures/e2e/every-kind.scenegen.yml (optionals,
    /// collections, Date/URL/UUID, models, keyword names, a scene routing to
    /// itself, scenes without fields) builds without warnings and its tests pass.
    @Test func everyTypeKindBuildsAndItsTestsPass() throws {
        let package = try GeneratedPackage(target: "Kitchen")
        defer { package.folder.remove() }
        let spec = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent("Tests/Fixtures/e2e/every-kind.scenegen.yml"),
            encoding: .utf8)
        try package.folder.write(spec, to: "scenegen.yml")
        let generated = try package.folder.scenegen("generate")
        try #require(generated.status == 0, "\(generated.transcript)")

        let build = try package.swift("build", "--build-tests")
        #expect(build.status == 0, "\(build.excerpt)")
        #expect(Set(GeneratedPackage.warnings(in: build.stdout + build.stderr)).sorted() == [])
        guard build.status == 0 else { return }
        let test = try package.swift("test", "--skip-build")
        #expect(test.status == 0, "\(test.excerpt)")
        let declared = try package.declaredTests(under: "Tests/KitchenTests")
        let ran = GeneratedPackage.testCases(in: test.stdout + test.stderr)
        #expect(ran.passed == declared, "declared but not passed: \(declared.subtracting(ran.passed).sorted())")
    }
}
