import SceneRx
import SceneTerminal
import XCTest

@testable import Tasks

/// The Settings screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class SettingsViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> SettingsViewController {
        SettingsBuilder.viewController(inputs: SettingsViewModel.Inputs(), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Settings")
        XCTAssertEqual(viewController.screen().first, "Settings")
    }

    func testToggleShowFinishedKeySendsToggleShowFinished() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent = 0
        let subscription = viewController.toggleShowFinishedRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(input: "t"))
        XCTAssertEqual(sent, 1)
    }
}
