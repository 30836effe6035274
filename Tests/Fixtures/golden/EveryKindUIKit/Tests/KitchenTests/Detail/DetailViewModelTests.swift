import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Kitchen

/// The Detail ViewModel in virtual time, on its harness
/// (DetailViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class DetailViewModelTests: XCTestCase {
    private var harness: DetailViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = DetailViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Detail")
    }

    func testDoesNotLeadToSinkUntilAsked() {
        // Extend: send the action that leads to Everything and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .sink(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))))])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }
}
