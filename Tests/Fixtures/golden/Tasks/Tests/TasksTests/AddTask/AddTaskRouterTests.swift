import SceneTerminal
import XCTest

@testable import Tasks

/// Where New Task leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class AddTaskRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> AddTaskViewController {
        AddTaskBuilder.viewController(
            inputs: AddTaskViewModel.Inputs(), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
