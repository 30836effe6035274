import SceneRx
import SceneTerminal
import XCTest

@testable import Kitchen

/// The Everything screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class SinkViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> SinkViewController {
        SinkBuilder.viewController(inputs: SinkViewModel.Inputs(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Everything")
        XCTAssertEqual(viewController.screen().first, "Everything")
    }

    func testRefreshKeySendsRefresh() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent = 0
        let subscription = viewController.refreshRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(input: "r"))
        XCTAssertEqual(sent, 1)
    }

    func testReturnKeySendsReturn() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent = 0
        let subscription = viewController.returnRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(input: "e"))
        XCTAssertEqual(sent, 1)
    }

    func testTypingRateValueSendsRate() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [Int] = []
        let subscription = viewController.rateRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(value: "7", to: "a"))
        XCTAssertEqual(sent, [7])
        XCTAssertTrue(
            viewController.footer().contains("[a] " + "Rate" + "…"),
            "the footer names the key that opens the prompt")
    }

    func testTypingARowNumberOfItemsSendsSelect() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        viewController.viewWillAppear()
        let items = Array(viewController.values.items ?? [])
        var sent: [UUID] = []
        let subscription = viewController.selectRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        // A row can only be chosen when the ViewModel shows one: give items rows and this test chooses each.
        // No row is 0, negative or past the last; Int.min must not overflow the row arithmetic.
        for typed in [String(Int.min), "0", "-1"] { _ = viewController.dispatch(input: typed) }
        for number in 1...(items.count + 1) {
            let used = viewController.dispatch(input: String(number))
            if number <= items.count { XCTAssertTrue(used, "row \(number) of \(items.count)") }
        }
        XCTAssertEqual(sent, items.map { $0.id }, "each row number sends its item's id; one past the last, nothing")
        XCTAssertTrue(viewController.footer().contains("[number + Enter] " + "Select"))
    }
}
