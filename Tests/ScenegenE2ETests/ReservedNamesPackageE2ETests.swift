import Foundation
import ScenegenTestSupport
import Testing

/// The "builds and passes" half of the reserved names (ReservedNamesTests
/// keeps the specs current): every name a built-in flavor reserves that the
/// terminal flavor accepts, in each role it accepts it in, generates a
/// package that builds with no warnings and whose generated tests pass.
/// (The uikit and swiftui specs are built by Scripts/check-flavors.)
///
/// Slow: runs only with SCENEGEN_E2E_PACKAGE=1, as PackageE2ETests does.
@Suite(
    "the names terminal accepts build and pass (SCENEGEN_E2E_PACKAGE=1)", .serialized,
    .enabled(if: GeneratedPackage.enabled, "set SCENEGEN_E2E_PACKAGE=1 to build generated packages"))
struct ReservedNamesPackageE2ETests {
    /// Each spec of Tests/Fixtures/e2e and the module it is generated as.
    static let specs = [
        ("reserved-names-terminal.scenegen.yml", "ReservedNames"),
        ("reserved-models-terminal.scenegen.yml", "ReservedModels"),
        ("reserved-services-terminal.scenegen.yml", "ReservedServices"),
    ]

    @Test func theAcceptedNamesBuildWithNoWarningsAndTheirTestsPass() throws {
        let package = try GeneratedPackage(targets: Self.specs.map(\.1))
        defer { package.folder.remove() }
        let folder = package.folder
        for (spec, module) in Self.specs {
            let text = try String(
                contentsOf: Scenegen.repositoryRoot.appendingPathComponent("Tests/Fixtures/e2e/\(spec)"),
                encoding: .utf8)
            try folder.write(text, to: spec)
            let generated = try folder.scenegen(
                "generate", "--spec", spec, "--module", module, "--output", "Sources/\(module)/Scenes", "--tests",
                "Tests/\(module)Tests", "--quiet")
            try #require(generated.status == 0, "\(spec): \(generated.transcript)")
        }
        let build = try package.swift("build", "--build-tests")
        try #require(build.status == 0, "\(build.excerpt)")
        #expect(Set(GeneratedPackage.warnings(in: build.stdout + build.stderr)).sorted() == [])

        let test = try package.swift("test", "--skip-build")
        #expect(test.status == 0, "\(test.excerpt)")
        let ran = GeneratedPackage.testCases(in: test.stdout + test.stderr)
        var declared: Set<String> = []
        for (_, module) in Self.specs { declared.formUnion(try package.declaredTests(under: "Tests/\(module)Tests")) }
        #expect(!declared.isEmpty)
        #expect(ran.passed == declared, "declared but not passed: \(declared.subtracting(ran.passed).sorted())")
        #expect(ran.failed.isEmpty, "\(ran.failed.sorted())")
    }
}
