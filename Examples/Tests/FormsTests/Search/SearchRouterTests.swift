import SceneTerminal
import XCTest

@testable import Forms

/// Where Search leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class SearchRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> SearchViewController {
        SearchBuilder.viewController(
            inputs: SearchViewModel.Inputs(), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
