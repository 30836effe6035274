import SceneRx
import SceneTerminal
import XCTest

@testable import Kitchen

/// The Empty screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class EmptyViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> EmptyViewController {
        EmptyBuilder.viewController(inputs: EmptyViewModel.Inputs(), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Empty")
        XCTAssertEqual(viewController.screen().first, "Empty")
    }
}
