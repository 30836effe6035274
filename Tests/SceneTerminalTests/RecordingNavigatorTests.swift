import SceneTerminal
import XCTest

final class RecordingNavigatorTests: XCTestCase {
    func testRecordsEveryRequestAndKeepsTheStack() {
        let root = TerminalViewController()
        let navigator = RecordingNavigator(root: root)
        let details = TerminalViewController()
        let alert = TerminalViewController()

        navigator.push(details)
        XCTAssertTrue(navigator.topViewController === details)
        navigator.present(alert)
        XCTAssertTrue(navigator.visibleViewController === alert)
        navigator.dismiss()
        navigator.pop()
        navigator.pop()

        XCTAssertEqual(navigator.events, [.push(details), .present(alert), .dismiss, .pop, .pop])
        XCTAssertTrue(navigator.topViewController === root, "pop at the root is recorded but keeps the root")
        XCTAssertNil(navigator.presentedViewController)
    }

    func testSetsTheNavigatorOfControllersItReceivesWithoutLifecycleCalls() {
        let log = LifecycleLog()
        let root = LoggingViewController("root", log: log)
        let navigator = RecordingNavigator(root: root)
        let next = LoggingViewController("next", log: log)

        root.navigator?.push(next)

        XCTAssertTrue(root.navigator === navigator)
        XCTAssertTrue(next.navigator === navigator)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(navigator.events.first?.viewController as? LoggingViewController, next)
    }

    func testEventsCompareControllersByIdentity() {
        let first = TerminalViewController()
        let second = TerminalViewController()
        XCTAssertEqual(NavigationEvent.push(first), .push(first))
        XCTAssertNotEqual(NavigationEvent.push(first), .push(second))
        XCTAssertNotEqual(NavigationEvent.push(first), .present(first))
        XCTAssertEqual(NavigationEvent.present(first).description, "present(TerminalViewController)")
    }

    func testSetRootAndPopToRoot() {
        let navigator = RecordingNavigator()
        XCTAssertNil(navigator.topViewController)
        let home = TerminalViewController()
        let next = TerminalViewController()

        navigator.setRoot(home)
        navigator.push(next)
        let popped = navigator.popToRoot()

        XCTAssertEqual(navigator.events, [.setRoot(home), .push(next), .popToRoot])
        XCTAssertEqual(popped.count, 1)
        XCTAssertTrue(navigator.viewControllers == [home])
    }
}

extension LoggingViewController: Equatable {
    static func == (lhs: LoggingViewController, rhs: LoggingViewController) -> Bool { lhs === rhs }
}

private func == (lhs: [TerminalViewController], rhs: [TerminalViewController]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
