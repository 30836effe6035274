import Foundation
import ScenegenTestSupport

/// A spec whose generated tree is kept under Tests/Fixtures/golden/<name>/.
struct GoldenCase: CustomStringConvertible, Sendable {
    /// The folder name under Tests/Fixtures/golden.
    let name: String
    /// The spec, relative to the repository root.
    let specPath: String
    /// The built-in flavor the case generates with (`--flavor`), when not the spec's.
    var flavor: String? = nil

    static let all = [
        GoldenCase(name: "CarShop", specPath: "Examples/carshop.scenegen.yml"),
        GoldenCase(name: "EveryKind", specPath: "Tests/Fixtures/e2e/every-kind.scenegen.yml"),
        GoldenCase(name: "Services", specPath: "Tests/Fixtures/e2e/services.scenegen.yml"),
        GoldenCase(name: "Tasks", specPath: "Examples/tasks.scenegen.yml"),
        GoldenCase(name: "CarShopUIKit", specPath: "Examples/carshop.scenegen.yml", flavor: "uikit"),
        GoldenCase(name: "EveryKindUIKit", specPath: "Tests/Fixtures/e2e/every-kind.scenegen.yml", flavor: "uikit"),
        GoldenCase(
            name: "LoadingAndErrorsUIKit", specPath: "Tests/Fixtures/e2e/loading-and-errors.scenegen.yml",
            flavor: "uikit"),
        GoldenCase(name: "PresentUIKit", specPath: "Tests/Fixtures/e2e/uikit-present.scenegen.yml", flavor: "uikit"),
        GoldenCase(name: "ServicesUIKit", specPath: "Tests/Fixtures/e2e/services.scenegen.yml", flavor: "uikit"),
        GoldenCase(
            name: "ValueActionsUIKit", specPath: "Tests/Fixtures/e2e/value-actions.scenegen.yml", flavor: "uikit"),
        GoldenCase(name: "CarShopSwiftUI", specPath: "Examples/carshop.scenegen.yml", flavor: "swiftui"),
        GoldenCase(name: "EveryKindSwiftUI", specPath: "Tests/Fixtures/e2e/every-kind.scenegen.yml", flavor: "swiftui"),
        GoldenCase(
            name: "LoadingAndErrorsSwiftUI", specPath: "Tests/Fixtures/e2e/loading-and-errors.scenegen.yml",
            flavor: "swiftui"),
        GoldenCase(name: "ServicesSwiftUI", specPath: "Tests/Fixtures/e2e/services.scenegen.yml", flavor: "swiftui"),
        GoldenCase(
            name: "ValueActionsSwiftUI", specPath: "Tests/Fixtures/e2e/value-actions.scenegen.yml", flavor: "swiftui"),
        GoldenCase(
            name: "ObservableObjectSwiftUI", specPath: "Tests/Fixtures/e2e/observable-object.scenegen.yml",
            flavor: "swiftui"),
    ]

    /// The built-in flavor the case's files come from.
    var flavorName: String { flavor ?? "terminal" }

    var description: String { name }

    /// The spec's file name, kept in the temporary folder so the generated
    /// headers name it as they do in the user's project.
    var specFileName: String { URL(fileURLWithPath: specPath).lastPathComponent }
    /// The spec and the lock beside it: what a golden tree leaves out (the lock's
    /// hashes follow the templates' text, which the tree's files already show).
    var inputFiles: Set<String> {
        [specFileName, String(specFileName.dropLast(".yml".count)) + ".lock"]
    }

    var goldenFolder: URL {
        Scenegen.repositoryRoot.appendingPathComponent("Tests/Fixtures/golden/\(name)")
    }

    /// A temporary folder holding only a copy of the spec.
    func project(_ label: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("\(label)-\(name)")
        let spec = try String(
            contentsOf: Scenegen.repositoryRoot.appendingPathComponent(specPath), encoding: .utf8)
        try folder.write(spec, to: specFileName)
        return folder
    }

    /// Generates the case in a fresh folder; the caller removes it.
    func generate(_ label: String, extra: [String] = []) throws -> (TemporaryFolder, ProcessResult) {
        let folder = try project(label)
        let flavorFlag = flavor.map { ["--flavor", $0] } ?? []
        let result = try folder.scenegen(
            arguments: ["generate", "--spec", specFileName, "--quiet"] + flavorFlag + extra)
        return (folder, result)
    }
}
