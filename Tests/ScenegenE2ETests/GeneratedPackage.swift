import Foundation
import ScenegenTestSupport

/// A fresh SwiftPM package in a temporary folder that depends on the runtime
/// of this checkout by path, as Examples/Package.swift does: a library target
/// for the scenes and a test target for their tests.
struct GeneratedPackage {
    let folder: TemporaryFolder
    let target: String

    /// Whether the slow package tests run: `SCENEGEN_E2E_PACKAGE=1` (Scripts/test sets it).
    static var enabled: Bool { ProcessInfo.processInfo.environment["SCENEGEN_E2E_PACKAGE"] == "1" }

    init(target: String) throws {
        try self.init(targets: [target])
    }

    /// A package with a library target and a test target per name of
    /// `targets` (the first also names the package).
    init(targets: [String]) throws {
        let target = targets.first ?? "Scenes"
        self.target = target
        folder = try TemporaryFolder("package-\(target)")
        let runtime = Scenegen.repositoryRoot.path
        let declarations = targets.map { name in
            """
                    .target(
                        name: "\(name)",
                        dependencies: [
                            .product(name: "SceneRx", package: "scenegen"),
                            .product(name: "SceneTerminal", package: "scenegen"),
                        ]),
                    .testTarget(
                        name: "\(name)Tests",
                        dependencies: [
                            "\(name)",
                            .product(name: "SceneRx", package: "scenegen"),
                            .product(name: "SceneRxTest", package: "scenegen"),
                            .product(name: "SceneTerminal", package: "scenegen"),
                        ]),
            """
        }
        try folder.write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "\(target)",
                dependencies: [.package(name: "scenegen", path: "\(runtime)")],
                targets: [
            \(declarations.joined(separator: "\n"))
                ]
            )

            """, to: "Package.swift")
        for name in targets {
            try folder.write(
                "// The package's own code; scenegen adds the scenes.\nenum \(name)Info {}\n",
                to: "Sources/\(name)/\(name)Info.swift")
            try FileManager.default.createDirectory(
                at: folder.file("Tests/\(name)Tests"), withIntermediateDirectories: true)
        }
    }

    /// Runs `swift arguments` in the package.
    func swift(_ arguments: String...) throws -> ProcessResult {
        try Self.swift(arguments, in: folder.url)
    }

    /// The build folder every generated package of the tests builds in: the
    /// runtime (SceneRx, SceneRxTest, SceneTerminal) is compiled there once
    /// and the next package reuses it, as an incremental build would, where a
    /// package of its own would compile it again (about 50 s of CPU each).
    /// A package's own targets must have names no other package of the tests
    /// uses: two suites may run at once, and a target built twice under one
    /// name would hand one suite's tests the other's binary. SwiftPM's lock on
    /// the folder makes the builds take turns.
    static let scratchPath = Scenegen.repositoryRoot.appendingPathComponent(".build/generated-packages").path

    /// Runs `swift arguments` in the package at `url`; `build` and `test` use `scratchPath`.
    static func swift(_ arguments: [String], in url: URL) throws -> ProcessResult {
        var arguments = arguments
        if let command = arguments.first, command == "build" || command == "test" {
            arguments.insert(contentsOf: ["--scratch-path", scratchPath], at: 1)
        }
        return try ProcessRunner.run("/usr/bin/env", ["swift"] + arguments, in: url)
    }

    /// Compiler warnings of the build output (`path:line:col: warning:`).
    static func warnings(in output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("/") && $0.contains(": warning:")
        }
    }

    /// The XCTest cases that passed and failed, as `Class.method`, from `swift test` output.
    static func testCases(in output: String) -> (passed: Set<String>, failed: Set<String>) {
        var passed: Set<String> = []
        var failed: Set<String> = []
        for line in output.split(separator: "\n") {
            // Test Case 'CarListViewModelTests.testTitle' passed (0.001 seconds)
            guard line.hasPrefix("Test Case '"), let end = line.dropFirst(11).firstIndex(of: "'") else { continue }
            let name = String(line[line.index(line.startIndex, offsetBy: 11)..<end])
            if line[end...].contains("' passed") { passed.insert(name) }
            if line[end...].contains("' failed") { failed.insert(name) }
        }
        return (passed, failed)
    }

    /// Every `func test…()` of the files under `path`, as `Class.method`.
    func declaredTests(under path: String) throws -> Set<String> {
        var names: Set<String> = []
        for file in folder.files(under: path) where file.hasSuffix("Tests.swift") {
            let text = try folder.read("\(path)/\(file)")
            var currentClass = ""
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("final class "), let name = trimmed.dropFirst(12).split(separator: ":").first {
                    currentClass = String(name)
                } else if trimmed.hasPrefix("func test"), let name = trimmed.dropFirst(5).split(separator: "(").first {
                    names.insert("\(currentClass).\(name)")
                }
            }
        }
        return names
    }
}
