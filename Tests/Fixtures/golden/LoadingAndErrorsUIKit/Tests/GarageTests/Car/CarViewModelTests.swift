import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Garage

/// The Car ViewModel in virtual time, on its harness
/// (CarViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class CarViewModelTests: XCTestCase {
    private var harness: CarViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = CarViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Car")
    }

    func testCloseChangesWhatTheScreenShows() {
        harness.send(.close, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "close at 300 changed nothing on the screen")
    }

    func testDoesNotLeadToGarageUntilAsked() {
        // Extend: send the action that leads to Garage and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .garage)])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }
}
