import RxSwift
import Testing
import UIKit

@testable import Garage

/// The Settings screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct SettingsViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> SettingsViewController {
        let built = SettingsBuilder.viewController(inputs: SettingsViewModel.Inputs(), dependencies: dependencies)
        let viewController = try #require(built as? SettingsViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: SettingsViewController) -> SettingsViewModel.Output {
        viewController.viewModel.transform(
            input: SettingsViewModel.Input(
                viewWillAppear: .just(())
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Settings")
    }

    @Test func versionShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).version
            .drive(onNext: { expected = $0 })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.versionLabel.text ?? "") == (expected ?? ""),
            "versionLabel shows the version the ViewModel sent")
    }
}
