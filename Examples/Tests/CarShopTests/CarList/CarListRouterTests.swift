import SceneTerminal
import XCTest

@testable import CarShop

/// Where Cars leads: each route shows the right scene with the
/// right inputs. scenegen created this file once; it is yours.
final class CarListRouterTests: XCTestCase {
    func testRouterStartsFromItsScreen() {
        let viewController = CarListBuilder.viewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }

    func testRouteToCarDetailsPushesCarDetails() {
        let viewController = CarListBuilder.viewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .carDetails(carID: "carID-1"))
        XCTAssertEqual(navigator.events.count, 1)
        guard let shown = navigator.topViewController as? CarDetailsViewController else {
            return XCTFail("expected CarDetails on top, found \(String(describing: navigator.topViewController))")
        }
        XCTAssertEqual(shown.viewModel.carID, "carID-1")
    }
}
