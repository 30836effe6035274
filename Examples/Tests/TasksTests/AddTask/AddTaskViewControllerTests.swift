import SceneRx
import SceneTerminal
import XCTest

@testable import Tasks

/// The New Task screen: what it shows and what its keys send.
/// scenegen created this file once; it is yours.
final class AddTaskViewControllerTests: XCTestCase {
    private func makeViewController() -> AddTaskViewController {
        AddTaskBuilder.viewController()
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "New Task")
        XCTAssertEqual(viewController.screen().first, "New Task")
    }
}
