import SceneRx
import SceneTerminal
import XCTest

@testable import Garage

/// The Details """ #"injected4"# \(injected5) // injected6 screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class CarDetailsViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> CarDetailsViewController {
        CarDetailsBuilder.viewController(inputs: CarDetailsViewModel.Inputs(carID: "carID-1", referrer: "referrer-2"), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Details \"\"\" #\"injected4\"# \\(injected5) // injected6")
        XCTAssertEqual(viewController.screen().first, "Details \"\"\" #\"injected4\"# \\(injected5) // injected6")
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
