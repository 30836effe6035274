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
        guard let shown = navigator.topViewController as? AddTaskViewController else {
            return XCTFail("expected AddTask on top, found \(String(describing: navigator.topViewController))")
        }
        XCTAssertEqual(navigator.events.count, 1)
    }

    func testRouteToSettingsPushesSettings() {
        let viewController = TodayBuilder.viewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .settings)
        guard let shown = navigator.topViewController as? SettingsViewController else {
            return XCTFail("expected Settings on top, found \(String(describing: navigator.topViewController))")
        }
        XCTAssertEqual(navigator.events.count, 1)
    }
}
