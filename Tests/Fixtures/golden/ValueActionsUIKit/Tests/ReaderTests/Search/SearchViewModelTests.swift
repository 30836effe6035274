import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Reader

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

    func testCountChangesWhatTheScreenShows() {
        harness.send(.count(1), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "count at 300 changed nothing on the screen")
    }

    func testRefreshChangesWhatTheScreenShows() {
        harness.send(.refresh, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "refresh at 300 changed nothing on the screen")
    }

    func testDoesNotLeadToArticleDetailsUntilAsked() {
        // Extend: send the action that leads to Article and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .articleDetails(article: Article(id: "id-1", title: "title-2")))])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }
}
