import SceneRx
import SceneTerminal
import XCTest

@testable import Forms

/// The Search screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class SearchViewControllerTests: XCTestCase {
    private func makeViewController() -> SearchViewController {
        SearchBuilder.viewController(
            inputs: SearchViewModel.Inputs(), dependencies: MockServices().dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Search")
        XCTAssertEqual(viewController.screen().first, "Search")
    }

    func testTypingQueryValueSendsQuery() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [String] = []
        let subscription = viewController.queryRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(value: "hello", to: "u"))
        XCTAssertEqual(sent, ["hello"])
        XCTAssertTrue(
            viewController.footer().contains("[u] " + "Query" + "…"),
            "the footer names the key that opens the prompt")
    }

    func testTypingSelectValueSendsSelect() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [Int] = []
        let subscription = viewController.selectRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(value: "7", to: "s"))
        XCTAssertEqual(sent, [7])
        XCTAssertTrue(
            viewController.footer().contains("[s] " + "Select" + "…"),
            "the footer names the key that opens the prompt")
    }
}
