import SceneTerminal
import XCTest

@testable import Kitchen

/// Where Braces leads: each route shows the right scene with the
/// right inputs. scenegen created this file once; it is yours.
final class BracesRouterTests: XCTestCase {
    func testRouterStartsFromItsScreen() {
        let viewController = BracesBuilder.viewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
