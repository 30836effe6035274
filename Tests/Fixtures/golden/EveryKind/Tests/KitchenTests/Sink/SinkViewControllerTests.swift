import SceneRx
import SceneTerminal
import XCTest

@testable import Kitchen

/// The Everything screen: what it shows and what its keys send.
/// scenegen created this file once; it is yours.
final class SinkViewControllerTests: XCTestCase {
    private func makeViewController() -> SinkViewController {
        SinkBuilder.viewController(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
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
}
