import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import CarShopUIKit

/// The Car Details ViewModel in virtual time, on its harness
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
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Car Details")
    }

    func testToggleFavoriteChangesWhatTheScreenShows() {
        harness.send(.toggleFavorite, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "toggleFavorite at 300 changed nothing on the screen")
    }

    func testIsNotLoadingWhenItCallsNothing() {
        harness.start()
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false)
        XCTAssertEqual(harness.errorMessage.events, [])
    }
}
