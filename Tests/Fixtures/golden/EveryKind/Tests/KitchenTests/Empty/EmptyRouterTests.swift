import SceneTerminal
import XCTest

@testable import Kitchen

/// Where Empty leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class EmptyRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> EmptyViewController {
        EmptyBuilder.viewController(
            inputs: EmptyViewModel.Inputs(), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
