import SceneTerminal
import XCTest

@testable import Kitchen

/// Where Braces leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class BracesRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> BracesViewController {
        BracesBuilder.viewController(
            inputs: BracesViewModel.Inputs(), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
