import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The Today ViewModel in virtual time, on its harness
/// (TodayViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class TodayViewModelTests: XCTestCase {
    private var harness: TodayViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = TodayViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Today")
    }

    func testAddChangesWhatTheScreenShows() {
        harness.send(.add, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "add at 300 changed nothing on the screen")
    }

    func testSettingsChangesWhatTheScreenShows() {
        harness.send(.settings, at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "settings at 300 changed nothing on the screen")
    }

    func testToggleChangesWhatTheScreenShows() {
        harness.send(.toggle("toggle-1"), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "toggle at 300 changed nothing on the screen")
    }

    func testAddLeadsToAddTask() {
        harness.send(.add, at: 300)
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [.addTask])
    }

    func testSettingsLeadsToSettings() {
        harness.send(.settings, at: 300)
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [.settings])
    }

    func testDoesNotLeadToAddTaskUntilAsked() {
        // Extend: send the action that leads to New Task and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .addTask)])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testDoesNotLeadToSettingsUntilAsked() {
        // Extend: send the action that leads to Settings and expect the route, e.g.
        // `XCTAssertEqual(harness.route.events, [.next(300, .settings)])`.
        harness.start()
        XCTAssertEqual(harness.route.events.compactMap(\.value.element), [], "no route before the user asks")
    }

    func testLoadsTasksWhenTheScreenAppearsAndStopsLoading() {
        harness.start()
        XCTAssertEqual(harness.mocks.taskStore.todayCalls.count, 1)
        XCTAssertTrue(harness.isLoading.events.contains { $0.value.element == true }, "shows that it loads")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }

    func testStopsLoadingAtTheFirstTasksOfAStreamThatStaysOpen() {
        let first = harness.mocks.taskStore.todayResult
        harness.mocks.taskStore.todayResult = first.concat(Observable.never())
        harness.start()
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading at the first value")
    }

    func testShowsAnErrorWhenLoadingTasksFails() {
        harness.mocks.taskStore.todayResult = .error(MockServiceError.failure)
        harness.start()
        XCTAssertEqual(harness.errorMessage.events.count, 1, "one error message")
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "stops loading")
    }
}
