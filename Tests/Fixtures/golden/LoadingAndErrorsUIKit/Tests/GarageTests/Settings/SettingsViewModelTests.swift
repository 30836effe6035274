import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Garage

/// The Settings ViewModel in virtual time, on its harness
/// (SettingsViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class SettingsViewModelTests: XCTestCase {
    private var harness: SettingsViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = SettingsViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Settings")
    }
}
