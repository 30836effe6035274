import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Reader

/// The Article ViewModel in virtual time, on its harness
/// (ArticleDetailsViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class ArticleDetailsViewModelTests: XCTestCase {
    private var harness: ArticleDetailsViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = ArticleDetailsViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Article")
    }

    func testPickChangesWhatTheScreenShows() {
        harness.send(.pick("pick-1"), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "pick at 300 changed nothing on the screen")
    }
}
