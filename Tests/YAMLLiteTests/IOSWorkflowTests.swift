import Foundation
import ScenegenCore
import ScenegenTestSupport
import XCTest
import YAMLLite

/// The macOS workflow that builds and tests the iOS example apps cannot run on
/// Linux CI, so its YAML is read here: each app's job runs the command its
/// README gives, and each app's XcodeGen project has the app, a unit-test
/// target and its flavor's deployment target.
final class IOSWorkflowTests: XCTestCase {
    private let root = BuiltProducts.repositoryRoot
    private let apps = ["CarShopUIKit", "CarShopSwiftUI"]

    private func yaml(_ path: String) throws -> YAMLNode {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        guard let node = try YAMLParser.parse(SourceFile(path: path, text: text)) else {
            throw TestFailure("\(path) is empty")
        }
        return node
    }

    /// The one command of the README's `sh` block.
    private func readmeCommand(_ app: String) throws -> String {
        let text = try String(
            contentsOf: root.appendingPathComponent("Examples/iOS/\(app)/README.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```sh\n").dropFirst()
        let commands = blocks.compactMap { $0.components(separatedBy: "\n```").first }
        XCTAssertEqual(commands.count, 1, "\(app)/README.md has one sh block")
        return try XCTUnwrap(commands.first)
    }

    func testEachAppsJobRunsTheCommandOfItsReadmeOnMacOS() throws {
        let workflow = try yaml(".github/workflows/ios.yml")
        let jobs = try XCTUnwrap(workflow["jobs"]?.mapping, "the workflow has jobs")
        for app in apps {
            let command = try readmeCommand(app)
            XCTAssertTrue(
                command.hasPrefix("xcodegen generate && xcodebuild test -project \(app).xcodeproj -scheme \(app) "),
                "\(app)/README.md: \(command)")
            let steps = jobs.compactMap { job -> (String, YAMLNode)? in
                guard let steps = job.value["steps"]?.sequence else { return nil }
                let step = steps.first { $0["working-directory"]?.scalar == "Examples/iOS/\(app)" }
                return step.map { (job.value["runs-on"]?.scalar ?? "", $0) }
            }
            XCTAssertEqual(steps.count, 1, "one job step runs in Examples/iOS/\(app)")
            guard let (runner, step) = steps.first else { continue }
            XCTAssertTrue(runner.hasPrefix("macos"), "\(app) runs on a macOS runner, not \(runner)")
            XCTAssertEqual(step["run"]?.scalar, command, "the workflow runs \(app)/README.md's command")
        }
    }

    /// The flavor's deployment target: the manifest's `deploymentTarget` option
    /// when it declares one, else the target docs/flavors.md gives it.
    private func deploymentTarget(of flavor: String) throws -> String {
        let manifest = try yaml("Templates/\(flavor)/manifest.yml")
        if let declared = manifest["options"]?["project"]?["deploymentTarget"]?["default"]?.scalar {
            return declared.contains(".") ? declared : declared + ".0"
        }
        return try XCTUnwrap(["uikit": "13.0", "swiftui": "17.0"][flavor], "no deployment target for \(flavor)")
    }

    func testEachAppsProjectHasTheAppATestTargetAndTheFlavorsDeploymentTarget() throws {
        for app in apps {
            let flavor = try XCTUnwrap(try yaml("Examples/iOS/\(app)/scenegen.yml")["flavor"]?.scalar)
            let target = try deploymentTarget(of: flavor)
            let project = try yaml("Examples/iOS/\(app)/project.yml")
            XCTAssertEqual(project["name"]?.scalar, app)
            XCTAssertEqual(project["options"]?["deploymentTarget"]?["iOS"]?.scalar, target, app)
            let appTarget = try XCTUnwrap(project["targets"]?[app], "\(app) has an app target")
            XCTAssertEqual(appTarget["type"]?.scalar, "application")
            XCTAssertEqual(appTarget["deploymentTarget"]?.scalar, target, app)
            XCTAssertEqual(appTarget["scheme"]?["testTargets"]?.sequence?.compactMap(\.scalar), ["\(app)Tests"])
            let tests = try XCTUnwrap(project["targets"]?["\(app)Tests"], "\(app) has a test target")
            XCTAssertEqual(tests["type"]?.scalar, "bundle.unit-test")
            XCTAssertEqual(tests["deploymentTarget"]?.scalar, target, "\(app)Tests")
            XCTAssertTrue(
                tests["dependencies"]?.sequence?.contains { $0["target"]?.scalar == app } ?? false,
                "\(app)Tests depends on the app")
        }
    }

    func testEachAppHasAnEntryPointAndNoTODO() throws {
        let fileManager = FileManager.default
        for app in apps {
            let folder = root.appendingPathComponent("Examples/iOS/\(app)")
            let files = try XCTUnwrap(fileManager.subpaths(atPath: folder.path)).filter {
                !$0.hasPrefix("Build/") && !$0.contains(".xcodeproj")
            }
            var entryPoints: [String] = []
            for file in files {
                let url = folder.appendingPathComponent(file)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                XCTAssertFalse(text.contains("TODO"), "\(app)/\(file) has a TODO")
                if file.hasSuffix(".swift"), text.components(separatedBy: "\n").contains("@main") {
                    entryPoints.append(file)
                }
            }
            XCTAssertEqual(entryPoints.count, 1, "\(app) has one @main: \(entryPoints)")
        }
    }
}
