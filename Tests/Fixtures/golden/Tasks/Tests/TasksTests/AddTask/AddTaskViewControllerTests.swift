import SceneRx
import SceneTerminal
import XCTest

@testable import Tasks

/// The New Task screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class AddTaskViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> AddTaskViewController {
        AddTaskBuilder.viewController(inputs: AddTaskViewModel.Inputs(), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "New Task")
        XCTAssertEqual(viewController.screen().first, "New Task")
    }

    func testTypingSaveValueSendsSave() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [String] = []
        let subscription = viewController.saveRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(value: "hello", to: "s"))
        XCTAssertEqual(sent, ["hello"])
        XCTAssertTrue(
            viewController.footer().contains("[s] " + "Save" + "…"),
            "the footer names the key that opens the prompt")
    }

    func testStartsTypingItsOnlyValue() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.initialValueAction, "s")
    }
}
