import SceneRx
import SceneTerminal
import XCTest

@testable import CarShop

/// The Cars screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class CarListViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> CarListViewController {
        CarListBuilder.viewController(inputs: CarListViewModel.Inputs(), dependencies: dependencies)
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

    func testTypingARowNumberOfCarsSendsSelect() {
        let mocks = MockServices()
        mocks.carCatalog.carsResult = .just([
            Car(id: "id-1", name: "name-2", price: 3.5),
            Car(id: "id-2", name: "name-3", price: 4.5),
        ])
        let viewController = makeViewController(dependencies: mocks.dependencies)
        viewController.loadViewIfNeeded()
        viewController.viewWillAppear()
        let items = Array(viewController.values.cars ?? [])
        var sent: [String] = []
        let subscription = viewController.selectRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertEqual(items.count, 2, "the screen shows the two cars the mock gives")
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
