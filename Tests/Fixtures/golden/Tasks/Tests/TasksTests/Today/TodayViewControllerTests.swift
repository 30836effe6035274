import SceneRx
import SceneTerminal
import XCTest

@testable import Tasks

/// The Today screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class TodayViewControllerTests: XCTestCase {
    private func makeViewController() -> TodayViewController {
        TodayBuilder.viewController(
            inputs: TodayViewModel.Inputs(), dependencies: MockServices().dependencies)
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

    func testTypingToggleValueSendsToggle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [Int] = []
        let subscription = viewController.toggleRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(value: "7", to: "t"))
        XCTAssertEqual(sent, [7])
        XCTAssertTrue(
            viewController.footer().contains("[t] " + "Toggle" + "…"),
            "the footer names the key that opens the prompt")
    }
}
