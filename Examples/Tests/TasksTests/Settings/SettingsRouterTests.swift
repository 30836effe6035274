import SceneTerminal
import XCTest

@testable import Tasks

/// Where Settings leads: each route shows the right scene with the
/// right inputs. scenegen created this file once; it is yours.
final class SettingsRouterTests: XCTestCase {
    func testRouterStartsFromItsScreen() {
        let viewController = SettingsBuilder.viewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
