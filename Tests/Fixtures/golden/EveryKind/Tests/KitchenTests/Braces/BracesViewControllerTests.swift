import SceneRx
import SceneTerminal
import XCTest

@testable import Kitchen

/// The Braces screen: what it shows and what its keys send.
/// scenegen created this file once; it is yours.
final class BracesViewControllerTests: XCTestCase {
    private func makeViewController() -> BracesViewController {
        BracesBuilder.viewController()
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Braces")
        XCTAssertEqual(viewController.screen().first, "Braces")
    }
}
