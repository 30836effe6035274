import SceneTerminal
import XCTest

@testable import CarShop

/// Where Car Details leads: each route shows the right scene with the
/// right inputs. scenegen created this file once; it is yours.
final class CarDetailsRouterTests: XCTestCase {
    func testRouterStartsFromItsScreen() {
        let viewController = CarDetailsBuilder.viewController(carID: "carID-1")
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
