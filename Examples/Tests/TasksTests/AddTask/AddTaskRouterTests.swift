import SceneTerminal
import XCTest

@testable import Tasks

/// Where New Task leads: each route shows the right scene with the
/// right inputs. scenegen created this file once; it is yours.
final class AddTaskRouterTests: XCTestCase {
    func testRouterStartsFromItsScreen() {
        let viewController = AddTaskBuilder.viewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
