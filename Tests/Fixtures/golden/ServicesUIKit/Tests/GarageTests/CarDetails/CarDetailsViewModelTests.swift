import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Garage

/// The Details """ #"injected4"# \(injected5) // injected6 ViewModel in virtual time, on its harness
/// (CarDetailsViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class CarDetailsViewModelTests: XCTestCase {
    private var harness: CarDetailsViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = CarDetailsViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Details \"\"\" #\"injected4\"# \\(injected5) // injected6")
    }

    func testToggleFavoriteChangesWhatTheScreenShows() {
        harness.send(.toggleFavorite, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "toggleFavorite at 300 changed nothing on the screen")
    }

    func testDoesNotLeadToSettingsUntilAsked() {
        // Extend: send the action that leads to Settings and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .settings)])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testLoadsCarWhenTheScreenAppearsAndStopsLoading() {
        harness.start()
        XCTAssertEqual(harness.mocks.carRepository.carCalls.count, 1)
        XCTAssertTrue(harness.isLoading.events.contains { $0.value.element == true }, "shows that it loads")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }

    func testStopsLoadingAtTheFirstCarOfAStreamThatStaysOpen() {
        let first = harness.mocks.carRepository.carResult
        harness.mocks.carRepository.carResult = first.concat(Observable.never())
        harness.start()
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading at the first value")
    }

    func testShowsAnErrorWhenLoadingCarFails() {
        harness.mocks.carRepository.carResult = .error(MockServiceError.failure)
        harness.start()
        XCTAssertEqual(harness.errorMessage.events.count, 1, "one error message")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }
}
