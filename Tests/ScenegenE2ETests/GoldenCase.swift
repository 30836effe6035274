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

    /// The specs the golden trees are made from, by the name their folders start with.
    static let specs = [
        "CarShop": "Examples/carshop.scenegen.yml",
        "EveryKind": "Tests/Fixtures/e2e/every-kind.scenegen.yml",
        "Services": "Tests/Fixtures/e2e/services.scenegen.yml",
        "Tasks": "Examples/tasks.scenegen.yml",
        "LoadingAndErrors": "Tests/Fixtures/e2e/loading-and-errors.scenegen.yml",
        "Present": "Tests/Fixtures/e2e/uikit-present.scenegen.yml",
        "ValueActions": "Tests/Fixtures/e2e/value-actions.scenegen.yml",
        "ObservableObject": "Tests/Fixtures/e2e/observable-object.scenegen.yml",
    ]

    /// Every generated tree under Tests/Fixtures/golden (a folder holding
    /// `Sources/`): `<Spec><Flavor>` generates the spec with the flavor of
    /// Templates/ its name ends in (case aside: `CarShopUIKit`, `uikit`); a name
    /// ending in none is the spec's own flavor. The flavors are found, not listed.
    static let all: [GoldenCase] = {
        let root = Scenegen.repositoryRoot.appendingPathComponent("Tests/Fixtures/golden")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let flavors = RepositoryFlavors.names
        return folders.sorted().compactMap { name in
            var isFolder: ObjCBool = false
            let sources = root.appendingPathComponent(name).appendingPathComponent("Sources").path
            guard FileManager.default.fileExists(atPath: sources, isDirectory: &isFolder), isFolder.boolValue else {
                return nil
            }
            let flavor = flavors.filter { name.lowercased().hasSuffix($0.lowercased()) }.max { $0.count < $1.count }
            let base = flavor.map { String(name.dropLast($0.count)) } ?? name
            // A folder with no spec of its name keeps a path that fails to read, naming it.
            return GoldenCase(
                name: name, specPath: specs[base] ?? "<no spec named \(base) in GoldenCase.specs>", flavor: flavor)
        }
    }()

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
