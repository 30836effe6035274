import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The Today ViewModel in virtual time, on its harness, with a mock task store.
final class TodayViewModelTests: XCTestCase {
    private var harness: TodayViewModelHarness!
    private let one = TaskItem(id: "t1", name: "One", isFinished: true)
    private let two = TaskItem(id: "t2", name: "Two", isFinished: false)

    override func setUp() {
        super.setUp()
        harness = TodayViewModelHarness()
        harness.mocks.taskStore.todayResult = .just([one, two])
        harness.mocks.taskStore.showFinishedResult = .just(true)
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testTasksAndProgressOnceTheScreenAppears() {
        harness.start()
        XCTAssertEqual(harness.tasks.events.compactMap(\.value.element), [[one, two]])
        let rows = harness.tasks.events.first?.value.element?.map(String.init(describing:))
        XCTAssertEqual(rows, ["[x] One", "[ ] Two"], "TaskItem+Display says how a task reads")
        let loadedAt = harness.tasks.events.first?.time ?? 0
        XCTAssertGreaterThanOrEqual(loadedAt, 100, "nothing loads before the screen appears")
        XCTAssertEqual(harness.progress.events.compactMap(\.value.element), ["1 of 2 done"])
    }

    func testHidesFinishedTasksWhenTheSettingSaysSo() {
        harness.mocks.taskStore.showFinishedResult = .just(false)
        harness.start()
        XCTAssertEqual(harness.tasks.events.compactMap(\.value.element), [[two]])
    }

    func testToggleFinishesTheChosenTask() {
        harness.send(.toggle("t2"), at: 300)
        harness.start()
        XCTAssertEqual(harness.mocks.taskStore.toggleCalls, [.init(taskID: "t2")])
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
        XCTAssertEqual(harness.tasks.events.compactMap(\.value.element), [live.value])
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
