import SceneRx
import SceneTerminal
import XCTest

@testable import Forms

/// The Search screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class SearchViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> SearchViewController {
        SearchBuilder.viewController(inputs: SearchViewModel.Inputs(), dependencies: dependencies)
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

    func testTypingLimitValueSendsLimit() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [Int] = []
        let subscription = viewController.limitRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(value: "7", to: "l"))
        XCTAssertEqual(sent, [7])
        XCTAssertTrue(
            viewController.footer().contains("[l] " + "Limit" + "…"),
            "the footer names the key that opens the prompt")
    }

    func testTypingARowNumberOfResultsSendsSelect() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        viewController.viewWillAppear()
        let items = Array(viewController.values.results ?? [])
        var sent: [String] = []
        let subscription = viewController.selectRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        // A row can only be chosen when the ViewModel shows one: give results rows and this test chooses each.
        // No row is 0, negative or past the last; Int.min must not overflow the row arithmetic.
        for typed in [String(Int.min), "0", "-1"] { _ = viewController.dispatch(input: typed) }
        for number in 1...(items.count + 1) {
            let used = viewController.dispatch(input: String(number))
            if number <= items.count { XCTAssertTrue(used, "row \(number) of \(items.count)") }
        }
        XCTAssertEqual(sent, items.map { $0 }, "each row number sends its item's id; one past the last, nothing")
        XCTAssertTrue(viewController.footer().contains("[number + Enter] " + "Select"))
    }
}
