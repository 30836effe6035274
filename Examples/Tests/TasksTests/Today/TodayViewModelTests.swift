import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The Today ViewModel in virtual time, on its harness, with a mock task store.
final class TodayViewModelTests: XCTestCase {
    private var harness: TodayViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = TodayViewModelHarness()
        harness.mocks.taskStore.todayResult = .just([
            TaskItem(id: "t1", name: "One", isFinished: true), TaskItem(id: "t2", name: "Two", isFinished: false),
        ])
        harness.mocks.taskStore.showFinishedResult = .just(true)
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testTasksAndProgress() {
        harness.start()
        // The mock's `.just` completes: so do the outputs made of it.
        XCTAssertEqual(harness.tasks.events, [.next(1, ["[x] One", "[ ] Two"]), .completed(2)])
        XCTAssertEqual(harness.progress.events, [.next(1, "1 of 2 done"), .completed(2)])
    }

    func testHidesFinishedTasksWhenTheSettingSaysSo() {
        harness.mocks.taskStore.showFinishedResult = .just(false)
        harness.start()
        XCTAssertEqual(harness.tasks.events.compactMap(\.value.element), [["[ ] Two"]])
    }

    func testToggleFinishesTheNumberedTask() {
        harness.send(.toggle(2), at: 300)
        harness.send(.toggle(9), at: 400)
        harness.start()
        XCTAssertEqual(harness.mocks.taskStore.toggleCalls, [.init(taskID: "t2")], "9 has no task")
    }

    func testAddAndSettingsRoute() {
        harness.send(.add, at: 300)
        harness.send(.settings, at: 400)
        harness.start()
        XCTAssertEqual(harness.route.events, [.next(301, .addTask), .next(401, .settings)])
    }

    func testStopsLoadingOnceTheLiveListHasArrived() {
        // The real store's list never completes: it stays open for changes.
        let live = BehaviorRelay(value: [TaskItem(id: "t1", name: "One", isFinished: false)])
        harness.mocks.taskStore.todayResult = live.asObservable()
        harness.start()
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false, "still loading after the first list")
        XCTAssertEqual(harness.tasks.events.compactMap(\.value.element), [["[ ] One"]])
        XCTAssertFalse(harness.tasks.events.contains { $0.value.isStopEvent }, "the live list stays open")
    }

    func testAFailedLoadSaysWhy() {
        harness.mocks.taskStore.todayResult = .error(MockServiceError.failure)
        harness.start()
        XCTAssertEqual(harness.errorMessage.events.count, 1)
        XCTAssertEqual(harness.progress.events.compactMap(\.value.element), ["Nothing planned today"])
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false)
    }
}
