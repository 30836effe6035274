import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Kitchen

/// The Braces ViewModel in virtual time, on its harness
/// (BracesViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class BracesViewModelTests: XCTestCase {
    private var harness: BracesViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = BracesViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Braces")
    }
}
