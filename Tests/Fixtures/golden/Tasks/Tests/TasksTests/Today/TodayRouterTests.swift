import SceneTerminal
import XCTest

@testable import Tasks

/// Where Today leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class TodayRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> TodayViewController {
        TodayBuilder.viewController(
            inputs: TodayViewModel.Inputs(), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }

    func testRouteToAddTaskPushesAddTaskWithTheSameServices() {
        let viewController = makeViewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .addTask)
        XCTAssertEqual(navigator.events.count, 1)
        guard let shown = navigator.topViewController as? AddTaskViewController else {
            return XCTFail("expected AddTask on top, found \(String(describing: navigator.topViewController))")
        }
        XCTAssertEqual(shown.inputs, AddTaskViewModel.Inputs())
        XCTAssertTrue(shown.router.dependencies.taskStore === mocks.taskStore)
    }

    func testRouteToSettingsPushesSettingsWithTheSameServices() {
        let viewController = makeViewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .settings)
        XCTAssertEqual(navigator.events.count, 1)
        guard let shown = navigator.topViewController as? SettingsViewController else {
            return XCTFail("expected Settings on top, found \(String(describing: navigator.topViewController))")
        }
        XCTAssertEqual(shown.inputs, SettingsViewModel.Inputs())
        XCTAssertTrue(shown.router.dependencies.taskStore === mocks.taskStore)
    }
}
