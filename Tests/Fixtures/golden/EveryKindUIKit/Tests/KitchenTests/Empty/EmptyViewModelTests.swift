import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Kitchen

/// The Empty ViewModel in virtual time, on its harness
/// (EmptyViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class EmptyViewModelTests: XCTestCase {
    private var harness: EmptyViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = EmptyViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Empty")
    }
}
