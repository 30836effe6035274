import RxSwift
import Testing
import UIKit

@testable import Garage

/// The Garage screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct GarageViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> GarageViewController {
        let built = GarageBuilder.viewController(inputs: GarageViewModel.Inputs(), dependencies: dependencies)
        let viewController = try #require(built as? GarageViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Garage")
    }

    @Test func openSettingsButtonSendsOpenSettings() throws {
        let viewController = try makeViewController()
        var sent = 0
        let subscription = viewController.openSettingsRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        viewController.openSettingsButton.sendActions(for: .touchUpInside)
        #expect(sent == 1)
    }
}
