import SceneTerminal
import XCTest

@testable import Tasks

/// The task app as a user drives it: keys in, screens out.
final class TasksAppTests: XCTestCase {
    private func screens(after inputs: [String]) -> [[String]] {
        let store = InMemoryTaskStore(tasks: [TaskItem(id: "t1", name: "Plan the day", isFinished: false)])
        let root = TodayBuilder.viewController(dependencies: AppDependencies(taskStore: store))
        let output = TerminalOutputBuffer()
        TerminalApp(root: root, input: ScriptedTerminalInput(inputs), output: output).run()
        return output.screens
    }

    func testTodayShowsTheTasksAndTheirProgress() {
        let first = screens(after: [])[0]
        XCTAssertEqual(first.first, "Today")
        XCTAssertTrue(first.contains("Progress: 0 of 1 done"))
        XCTAssertTrue(first.contains("  1. [ ] Plan the day"))
    }

    func testFinishingATaskUpdatesTheProgress() {
        let last = screens(after: ["1"]).last ?? []
        XCTAssertTrue(last.contains("Progress: 1 of 1 done"))
        XCTAssertTrue(last.contains("  1. [x] Plan the day"))
    }

    func testAnAddedTaskIsOnTodayWhenGoingBack() {
        let screens = screens(after: ["a", "Buy milk", "b"])
        XCTAssertEqual(screens[1].first, "New Task")
        XCTAssertTrue(screens[2].contains("Message: Added “Buy milk”. Type another, or go back."))
        XCTAssertEqual(screens[3].first, "Today")
        XCTAssertTrue(screens[3].contains("  2. [ ] Buy milk"))
        XCTAssertTrue(screens[3].contains("Progress: 0 of 2 done"))
    }

    func testHidingFinishedTasksInSettings() {
        let screens = screens(after: ["1", "s", "t", "b"])
        XCTAssertEqual(screens[2].first, "Settings")
        XCTAssertTrue(screens[3].contains("Show Finished: no"))
        XCTAssertFalse(screens[4].contains { $0.contains("Plan the day") }, "the finished task is hidden")
        XCTAssertTrue(screens[4].contains("Progress: 1 of 1 done"))
    }
}
