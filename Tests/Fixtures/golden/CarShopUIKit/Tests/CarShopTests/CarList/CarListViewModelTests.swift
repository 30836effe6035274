import RxCocoa
import RxSwift
import RxTest
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
        harness.send(.select(1), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "select at 300 changed nothing on the screen")
    }

    func testDoesNotLeadToCarDetailsUntilAsked() {
        // Extend: send the action that leads to Car Details and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .carDetails(carID: "carID-1"))])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testIsNotLoadingWhenItCallsNothing() {
        harness.start()
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false)
        XCTAssertEqual(harness.errorMessage.events, [])
    }
}
