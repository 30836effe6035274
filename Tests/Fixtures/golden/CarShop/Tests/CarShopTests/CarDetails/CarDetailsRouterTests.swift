import SceneTerminal
import XCTest

@testable import CarShop

/// Where Car Details leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class CarDetailsRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> CarDetailsViewController {
        CarDetailsBuilder.viewController(
            inputs: CarDetailsViewModel.Inputs(carID: "carID-1"), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
