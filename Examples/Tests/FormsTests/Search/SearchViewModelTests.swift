import SceneRx
import SceneRxTest
import XCTest

@testable import Forms

/// The Search ViewModel in virtual time, on its harness
/// (SearchViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class SearchViewModelTests: XCTestCase {
    private var harness: SearchViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = SearchViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Search")
    }

    func testQueryChangesWhatTheScreenShows() {
        harness.send(.query("query-1"), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "query at 300 changed nothing on the screen")
    }

    func testLimitShowsAtMostThatManyResults() {
        harness.send(.query("qu"), at: 300)
        harness.send(.limit(2), at: 400)
        harness.start()
        XCTAssertEqual(
            harness.results.events.compactMap(\.value.element).last, ["quarterly report", "quiet hours"],
            "the limit keeps the first two of three matches")
    }

    func testSelectShowsTheChosenResult() {
        harness.send(.select("quiet hours"), at: 300)
        harness.start()
        XCTAssertEqual(harness.selected.events.compactMap(\.value.element).last, "quiet hours")
    }
}
