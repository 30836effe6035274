import SceneRx
import SceneTerminal
import XCTest

@testable import Tasks

/// The Today screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class TodayViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> TodayViewController {
        TodayBuilder.viewController(inputs: TodayViewModel.Inputs(), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Today")
        XCTAssertEqual(viewController.screen().first, "Today")
    }

    func testAddKeySendsAdd() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent = 0
        let subscription = viewController.addRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(input: "a"))
        XCTAssertEqual(sent, 1)
    }

    func testSettingsKeySendsSettings() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent = 0
        let subscription = viewController.settingsRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(input: "s"))
        XCTAssertEqual(sent, 1)
    }

    func testTypingARowNumberOfTasksSendsToggle() {
        let mocks = MockServices()
        mocks.taskStore.todayResult = .just([
            TaskItem(id: "id-1", name: "name-2", isFinished: true),
            TaskItem(id: "id-2", name: "name-3", isFinished: false),
        ])
        let viewController = makeViewController(dependencies: mocks.dependencies)
        viewController.loadViewIfNeeded()
        viewController.viewWillAppear()
        let items = Array(viewController.values.tasks ?? [])
        var sent: [String] = []
        let subscription = viewController.toggleRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertEqual(items.count, 2, "the screen shows the two tasks the mock gives")
        // No row is 0, negative or past the last; Int.min must not overflow the row arithmetic.
        for typed in [String(Int.min), "0", "-1"] { _ = viewController.dispatch(input: typed) }
        for number in 1...(items.count + 1) {
            let used = viewController.dispatch(input: String(number))
            if number <= items.count { XCTAssertTrue(used, "row \(number) of \(items.count)") }
        }
        XCTAssertEqual(sent, items.map { $0.id }, "each row number sends its item's id; one past the last, nothing")
        XCTAssertTrue(viewController.footer().contains("[number + Enter] " + "Toggle"))
    }
}
