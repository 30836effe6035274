import SceneRx
import SceneRxTest
import XCTest

@testable import CarShop

/// The Cars ViewModel in virtual time, on its harness, with a mock catalog.
final class CarListViewModelTests: XCTestCase {
    private var harness: CarListViewModelHarness!
    private let stock = [Car(id: "a", name: "Alpha", price: 1_000), Car(id: "b", name: "Beta", price: 25_500)]

    override func setUp() {
        super.setUp()
        harness = CarListViewModelHarness()
        harness.mocks.carCatalog.carsResult = .just(stock)
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Cars")
    }

    func testShowsTheCarsWhenTheScreenAppears() {
        harness.start()
        XCTAssertEqual(harness.cars.events, [.next(101, stock)])
        XCTAssertEqual(harness.mocks.carCatalog.carsCalls.count, 1)
    }

    func testRefreshLoadsTheCarsAgain() {
        harness.send(.refresh, at: 300)
        harness.start()
        XCTAssertEqual(harness.cars.events.map(\.time), [101, 301])
        XCTAssertEqual(harness.mocks.carCatalog.carsCalls.count, 2)
    }

    func testSelectingACarRoutesToIt() {
        harness.send(.select("b"), at: 300)
        harness.send(.select("gone"), at: 400)
        harness.start()
        XCTAssertEqual(harness.route.events, [.next(301, .carDetails(carID: "b"))], "no car has the id gone: no route")
    }

    func testRowsReadAsNameAndPrice() {
        XCTAssertEqual(stock.map(String.init(describing:)), ["Alpha — $1,000", "Beta — $25,500"])
    }

    func testShowsThatItLoadsAndStops() {
        harness.start()
        XCTAssertEqual(harness.isLoading.events.compactMap(\.value.element), [false, true, false])
    }

    func testAFailedRefreshSaysWhyAndKeepsTheList() {
        var loads = 0
        harness.mocks.carCatalog.carsResult = Observable.deferred { [stock] in
            loads += 1
            return loads == 2 ? .error(CatalogError.unreachable) : .just(stock)
        }
        harness.send(.refresh, at: 300)
        harness.start()
        XCTAssertEqual(
            harness.errorMessage.events, [.next(301, "The showroom cannot be reached; press r to try again.")])
        XCTAssertEqual(harness.cars.events.map(\.time), [101], "the list stays as it was")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }
}
