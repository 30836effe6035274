import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The New Task ViewModel in virtual time, on its harness, with a mock task store.
final class AddTaskViewModelTests: XCTestCase {
    private var harness: AddTaskViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = AddTaskViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testSavingANameAddsTheTaskAndSaysSo() {
        harness.mocks.taskStore.addResult = TaskItem(id: "t9", name: "Buy milk", isFinished: false)
        harness.send(.save("  Buy milk "), at: 300)
        harness.send(.save("   "), at: 400)
        harness.start()
        XCTAssertEqual(
            harness.message.events,
            [.next(1, "Type the task's name."), .next(301, "Added “Buy milk”. Type another, or go back.")])
        XCTAssertEqual(harness.mocks.taskStore.addCalls, [.init(name: "Buy milk")], "a blank name adds nothing")
    }
}
