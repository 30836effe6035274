import SceneRx
import SceneTerminal
import XCTest

@testable import CarShop

/// The Car Details screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class CarDetailsViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> CarDetailsViewController {
        CarDetailsBuilder.viewController(inputs: CarDetailsViewModel.Inputs(carID: "carID-1"), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Car Details")
        XCTAssertEqual(viewController.screen().first, "Car Details")
    }

    func testToggleFavoriteKeySendsToggleFavorite() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent = 0
        let subscription = viewController.toggleFavoriteRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(input: "t"))
        XCTAssertEqual(sent, 1)
    }
}
