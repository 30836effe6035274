import SceneTerminal
import XCTest

@testable import Tasks

/// Where Today leads: each route shows the right scene with the
/// right inputs. scenegen created this file once; it is yours.
final class TodayRouterTests: XCTestCase {
    func testRouterStartsFromItsScreen() {
        let viewController = TodayBuilder.viewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }

    func testRouteToAddTaskPushesAddTask() {
        let viewController = TodayBuilder.viewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .addTask)
        XCTAssertEqual(navigator.events.count, 1)
        XCTAssertTrue(navigator.topViewController is AddTaskViewController)
    }

    func testRouteToSettingsPushesSettings() {
        let viewController = TodayBuilder.viewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .settings)
        XCTAssertEqual(navigator.events.count, 1)
        XCTAssertTrue(navigator.topViewController is SettingsViewController)
    }
}
