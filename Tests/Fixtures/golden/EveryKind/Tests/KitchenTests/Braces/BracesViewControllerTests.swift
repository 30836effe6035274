import SceneRx
import SceneTerminal
import XCTest

@testable import Kitchen

/// The Braces screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class BracesViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> BracesViewController {
        BracesBuilder.viewController(inputs: BracesViewModel.Inputs(), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Braces")
        XCTAssertEqual(viewController.screen().first, "Braces")
    }
}
