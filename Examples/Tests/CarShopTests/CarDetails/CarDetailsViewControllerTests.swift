import SceneRx
import SceneTerminal
import XCTest

@testable import CarShop

/// The Car Details screen: what it shows and what its keys send.
/// scenegen created this file once; it is yours.
final class CarDetailsViewControllerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AppServices.current = AppServices()
    }

    private func makeViewController() -> CarDetailsViewController {
        CarDetailsBuilder.viewController(carID: "zoe")
    }

    func testShowsTheCarsNameAsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Renault Zoe")
        XCTAssertEqual(viewController.screen().first, "Renault Zoe")
        XCTAssertTrue(viewController.screen().contains("Price: $32,500"))
    }

    func testToggleFavoriteKeySendsToggleFavorite() {
        let viewController = makeViewController()
        let navigator = RecordingNavigator(root: viewController)
        XCTAssertTrue(navigator.topViewController === viewController)
        var sent = 0
        let subscription = viewController.toggleFavoriteRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(input: "t"))
        XCTAssertEqual(sent, 1)
    }
}
