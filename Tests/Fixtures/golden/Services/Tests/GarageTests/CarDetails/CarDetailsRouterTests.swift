import SceneTerminal
import XCTest

@testable import Garage

/// Where Details """ #"injected4"# \(injected5) // injected6 leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class CarDetailsRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> CarDetailsViewController {
        CarDetailsBuilder.viewController(
            inputs: CarDetailsViewModel.Inputs(carID: "carID-1", referrer: "referrer-2"), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }

    func testRouteToSettingsPushesSettingsWithTheSameServices() {
        let viewController = makeViewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .settings)
        XCTAssertEqual(navigator.events.count, 1)
        guard let shown = navigator.topViewController as? SettingsViewController else {
            return XCTFail("expected Settings on top, found \(String(describing: navigator.topViewController))")
        }
        XCTAssertEqual(shown.inputs, SettingsViewModel.Inputs())
        XCTAssertTrue(shown.router.dependencies.carRepository === mocks.carRepository)
        XCTAssertTrue(shown.router.dependencies.favoriteStore === mocks.favoriteStore)
    }
}
