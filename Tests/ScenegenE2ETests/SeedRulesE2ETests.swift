import Foundation
import ScenegenTestSupport
import Testing

/// The seeds' Does / Does Not rules, checked over the golden trees of the
/// uikit and swiftui flavors (acceptance 4): a ViewModel imports no UI module,
/// a view controller never navigates, a Router reaches no data.
@Suite("seed rules over the generated trees")
struct SeedRulesE2ETests {
    static let cases = GoldenCase.all.filter { $0.flavor != nil }

    /// Every Swift file of the case's golden tree, by path.
    private func files(of golden: GoldenCase) throws -> [String: String] {
        let tree = try FileTree.snapshot(of: golden.goldenFolder)
        #expect(!tree.isEmpty, "no golden tree for \(golden.name)")
        return tree.filter { $0.key.hasSuffix(".swift") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    private func imports(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
    }

    @Test(arguments: cases)
    func viewModelsModelsAndTestsImportNoUIModule(_ golden: GoldenCase) throws {
        var checked = 0
        for (path, text) in try files(of: golden) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            // uikit's view-controller, router and builder tests test UIKit code: they import UIKit.
            let testsUIKit =
                golden.flavor == "uikit"
                && ["ViewControllerTests.swift", "RouterTests.swift", "BuilderTests.swift"].contains {
                    name.hasSuffix($0)
                }
            guard
                name.contains("ViewModel") || path.contains("/Models/") || (path.hasPrefix("Tests/") && !testsUIKit)
                    || ["ActivityIndicator.swift", "ErrorTracker.swift", "AppRoute.swift", "AppRouter.swift"].contains(
                        name)
            else { continue }
            checked += 1
            for module in imports(text) {
                #expect(!["UIKit", "SwiftUI"].contains(module), "\(path) imports \(module)")
            }
        }
        #expect(checked > 0)
    }

    @Test(arguments: cases.filter { $0.flavor == "uikit" })
    func theViewControllerNeverNavigatesNorShowsAlerts(_ golden: GoldenCase) throws {
        var checked = 0
        for (path, text) in try files(of: golden)
        where path.hasSuffix("ViewController.swift") || path.hasSuffix("ViewControllerBase.swift") {
            checked += 1
            for forbidden in [
                "pushViewController", "present(", "dismiss(", "navigationController", "UIAlertController",
                "popViewController",
            ] {
                #expect(
                    !text.contains(forbidden), "\(path) calls `\(forbidden)`: navigation and alerts are the router's")
            }
        }
        #expect(checked > 0)
    }

    @Test(arguments: cases)
    func routersReachNoData(_ golden: GoldenCase) throws {
        var checked = 0
        for (path, text) in try files(of: golden)
        where URL(fileURLWithPath: path).lastPathComponent.contains("Router") && !path.hasPrefix("Tests/")
            // (AppRouterView is the navigation stack's view, which makes each scene's view.)
            && !path.hasSuffix("View.swift")
        {
            checked += 1
            for forbidden in [
                "viewModel", "URLSession", "UserDefaults", "FileManager", "Repository", "UseCase", "Service",
            ] {
                #expect(!text.contains(forbidden), "\(path) mentions `\(forbidden)`: a router has no data access")
            }
            // It hands the dependencies on to the next Builder, never reaches into them.
            #expect(
                text.firstMatch(of: try Regex("dependencies\\.[A-Za-z_`]")) == nil,
                "\(path) uses a member of `dependencies`: a router only hands them on")
        }
        #expect(checked > 0)
    }

    @Test(arguments: cases.filter { $0.flavor == "swiftui" })
    func swiftUIViewModelsHoldNoAnimationValues(_ golden: GoldenCase) throws {
        for (path, text) in try files(of: golden) where path.hasSuffix("ViewModel.swift") {
            for forbidden in ["CGFloat", "Angle", "Animation", "import SwiftUI"] {
                #expect(!text.contains(forbidden), "\(path) holds `\(forbidden)`: animation state lives in the view")
            }
        }
    }
}
