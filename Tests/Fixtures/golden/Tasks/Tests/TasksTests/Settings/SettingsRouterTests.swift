import SceneTerminal
import XCTest

@testable import Tasks

/// Where Settings leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class SettingsRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> SettingsViewController {
        SettingsBuilder.viewController(
            inputs: SettingsViewModel.Inputs(), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
