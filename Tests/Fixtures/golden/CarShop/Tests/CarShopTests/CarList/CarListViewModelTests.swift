import SceneRx
import SceneRxTest
import XCTest

@testable import CarShop

/// The Cars ViewModel in virtual time, on its harness
/// (CarListViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class CarListViewModelTests: XCTestCase {
    private var harness: CarListViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = CarListViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Cars")
    }

    func testRefreshChangesWhatTheScreenShows() {
        harness.send(.refresh, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "refresh at 300 changed nothing on the screen")
    }

    func testSelectChangesWhatTheScreenShows() {
        harness.send(.select("select-1"), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "select at 300 changed nothing on the screen")
    }

    func testDoesNotLeadToCarDetailsUntilAsked() {
        // Extend: send the action that leads to Car Details and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .carDetails(carID: "carID-1"))])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testLoadsCarsWhenTheScreenAppearsAndStopsLoading() {
        harness.start()
        XCTAssertEqual(harness.mocks.carCatalog.carsCalls.count, 1)
        XCTAssertTrue(harness.isLoading.events.contains { $0.value.element == true }, "shows that it loads")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }

    func testStopsLoadingAtTheFirstCarsOfAStreamThatStaysOpen() {
        let first = harness.mocks.carCatalog.carsResult
        harness.mocks.carCatalog.carsResult = first.concat(Observable.never())
        harness.start()
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading at the first value")
    }

    func testShowsAnErrorWhenLoadingCarsFails() {
        harness.mocks.carCatalog.carsResult = .error(MockServiceError.failure)
        harness.start()
        XCTAssertEqual(harness.errorMessage.events.count, 1, "one error message")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }
}
