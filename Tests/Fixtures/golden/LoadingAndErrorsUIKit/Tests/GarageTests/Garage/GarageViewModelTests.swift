import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Garage

/// The Garage ViewModel in virtual time, on its harness
/// (GarageViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class GarageViewModelTests: XCTestCase {
    private var harness: GarageViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = GarageViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Garage")
    }

    func testReloadChangesWhatTheScreenShows() {
        harness.send(.reload, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "reload at 300 changed nothing on the screen")
    }

    func testSelectChangesWhatTheScreenShows() {
        harness.send(.select("select-1"), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "select at 300 changed nothing on the screen")
    }

    func testDoesNotLeadToCarUntilAsked() {
        // Extend: send the action that leads to Car and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .car(name: "name-1"))])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testDoesNotLeadToSettingsUntilAsked() {
        // Extend: send the action that leads to Settings and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .settings)])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }
}
