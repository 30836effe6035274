import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Garage

/// The Cars */ let injected1 = 1 /* """ \(injected2) # // injected3 ViewModel in virtual time, on its harness
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
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Cars */ let injected1 = 1 /* \"\"\" \\(injected2) # // injected3")
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
        // Extend: send the action that leads to Details """ #"injected4"# \(injected5) // injected6 and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .carDetails(carID: "carID-1", referrer: "referrer-2"))])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testDoesNotLeadToSettingsUntilAsked() {
        // Extend: send the action that leads to Settings and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .settings)])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testLoadsCarsWhenTheScreenAppearsAndStopsLoading() {
        harness.start()
        XCTAssertEqual(harness.mocks.carRepository.carsCalls.count, 1)
        XCTAssertTrue(harness.isLoading.events.contains { $0.value.element == true }, "shows that it loads")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }

    func testStopsLoadingAtTheFirstCarsOfAStreamThatStaysOpen() {
        let first = harness.mocks.carRepository.carsResult
        harness.mocks.carRepository.carsResult = first.concat(Observable.never())
        harness.start()
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading at the first value")
    }

    func testShowsAnErrorWhenLoadingCarsFails() {
        harness.mocks.carRepository.carsResult = .error(MockServiceError.failure)
        harness.start()
        XCTAssertEqual(harness.errorMessage.events.count, 1, "one error message")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }
}
