import SceneTerminal
import XCTest

@testable import Kitchen

/// Where Empty leads: each route shows the right scene with the
/// right inputs. scenegen created this file once; it is yours.
final class EmptyRouterTests: XCTestCase {
    func testRouterStartsFromItsScreen() {
        let viewController = EmptyBuilder.viewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
