import SceneTerminal
import XCTest

@testable import CarShop

/// Where Cars leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class CarListRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> CarListViewController {
        CarListBuilder.viewController(inputs: CarListViewModel.Inputs(), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }

    func testRouteToCarDetailsPushesCarDetailsWithTheSameServices() {
        let viewController = makeViewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .carDetails(carID: "carID-1"))
        XCTAssertEqual(navigator.events.count, 1)
        guard let shown = navigator.topViewController as? CarDetailsViewController else {
            return XCTFail("expected CarDetails on top, found \(String(describing: navigator.topViewController))")
        }
        XCTAssertEqual(shown.inputs, CarDetailsViewModel.Inputs(carID: "carID-1"))
        XCTAssertTrue(shown.router.dependencies.carCatalog === mocks.carCatalog)
        XCTAssertTrue(shown.router.dependencies.favoriteStore === mocks.favoriteStore)
    }
}
