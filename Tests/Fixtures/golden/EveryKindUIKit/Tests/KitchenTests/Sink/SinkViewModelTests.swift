import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Kitchen

/// The Everything ViewModel in virtual time, on its harness
/// (SinkViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class SinkViewModelTests: XCTestCase {
    private var harness: SinkViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = SinkViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Everything")
    }

    func testRefreshChangesWhatTheScreenShows() {
        harness.send(.refresh, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "refresh at 300 changed nothing on the screen")
    }

    func testSelectChangesWhatTheScreenShows() {
        harness.send(.select(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "select at 300 changed nothing on the screen")
    }

    func testRateChangesWhatTheScreenShows() {
        harness.send(.rate(1), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "rate at 300 changed nothing on the screen")
    }

    func testPickChangesWhatTheScreenShows() {
        harness.send(.pick(Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6"))), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "pick at 300 changed nothing on the screen")
    }

    func testOpenChangesWhatTheScreenShows() {
        harness.send(.`open`(URL(fileURLWithPath: "/open-1")), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "open at 300 changed nothing on the screen")
    }

    func testReturnChangesWhatTheScreenShows() {
        harness.send(.`return`, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "return at 300 changed nothing on the screen")
    }

    func testDoesNotLeadToSinkUntilAsked() {
        // Extend: send the action that leads to Everything and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .sink(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))))])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testDoesNotLeadToDetailUntilAsked() {
        // Extend: send the action that leads to Detail and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .detail(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200)))])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testDoesNotLeadToEmptyUntilAsked() {
        // Extend: send the action that leads to Empty and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .empty)])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }
}
