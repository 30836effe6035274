import SceneRx
import SceneTerminal
import XCTest

@testable import CarShop

/// The Cars screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class CarListViewControllerTests: XCTestCase {
    private func makeViewController() -> CarListViewController {
        CarListBuilder.viewController(
            inputs: CarListViewModel.Inputs(), dependencies: MockServices().dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Cars")
        XCTAssertEqual(viewController.screen().first, "Cars")
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

    func testARowNumberWithNoCarOnScreenSendsNothing() {
        // The mocks list no car; picking one by its number is CarShopAppTests' (live services).
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [String] = []
        let subscription = viewController.selectRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertFalse(viewController.dispatch(input: "1"))
        XCTAssertEqual(sent, [])
        XCTAssertTrue(
            viewController.footer().contains("[number + Enter] Select"), "the footer says a number selects")
    }
}
