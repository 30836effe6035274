import SceneTerminal
import XCTest

final class NavigatorTests: XCTestCase {
    private var log = LifecycleLog()

    private func controller(_ name: String) -> LoggingViewController {
        LoggingViewController(name, log: log)
    }

    /// A visible navigator on `root`, with the log cleared of the root's appearance.
    private func visibleNavigator(root: TerminalViewController) -> Navigator {
        let navigator = Navigator(root: root)
        navigator.makeVisible()
        log.entries.removeAll()
        return navigator
    }

    func testNothingHappensBeforeMakeVisibleThenTheRootLoadsAndAppears() {
        let root = controller("root")
        let navigator = Navigator(root: root)
        XCTAssertEqual(log.entries, [])
        XCTAssertFalse(root.isViewLoaded)
        XCTAssertTrue(root.navigator === navigator)

        navigator.makeVisible()
        navigator.makeVisible()

        XCTAssertEqual(log.entries, ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        XCTAssertTrue(root.isViewLoaded)
    }

    func testPushCallsLifecycleInUIKitOrder() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        let next = controller("next")

        navigator.push(next)

        XCTAssertEqual(
            log.entries,
            [
                "next.viewDidLoad", "root.viewWillDisappear", "next.viewWillAppear",
                "root.viewDidDisappear", "next.viewDidAppear",
            ])
        XCTAssertTrue(navigator.topViewController === next)
        XCTAssertEqual(navigator.viewControllers.count, 2)
        XCTAssertTrue(next.navigator === navigator)
    }

    func testPopCallsLifecycleWithoutReloadingAndClearsTheBackReference() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        let next = controller("next")
        navigator.push(next)
        log.entries.removeAll()

        let popped = navigator.pop()

        XCTAssertTrue(popped === next)
        XCTAssertEqual(
            log.entries,
            ["next.viewWillDisappear", "root.viewWillAppear", "next.viewDidDisappear", "root.viewDidAppear"])
        XCTAssertTrue(navigator.topViewController === root)
        XCTAssertNil(next.navigator)
    }

    func testPopAtTheRootDoesNothing() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)

        XCTAssertNil(navigator.pop())
        XCTAssertEqual(navigator.popToRoot().count, 0)

        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(navigator.viewControllers.count, 1)
        XCTAssertFalse(navigator.canGoBack)
    }

    func testViewDidLoadRunsOnceWhenAControllerAppearsAgain() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        let next = controller("next")
        navigator.push(next)
        navigator.pop()
        navigator.push(next)

        XCTAssertEqual(log.entries.filter { $0.hasSuffix("viewDidLoad") }, ["next.viewDidLoad"])
    }

    func testPresentAndDismissCallLifecycleInUIKitOrder() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        let modal = controller("modal")

        navigator.present(modal)
        XCTAssertEqual(
            log.entries,
            [
                "modal.viewDidLoad", "root.viewWillDisappear", "modal.viewWillAppear",
                "root.viewDidDisappear", "modal.viewDidAppear",
            ])
        XCTAssertTrue(navigator.presentedViewController === modal)
        XCTAssertTrue(navigator.visibleViewController === modal)
        XCTAssertTrue(navigator.topViewController === root, "the stack's top stays under the modal")
        XCTAssertTrue(navigator.canGoBack)
        log.entries.removeAll()

        let dismissed = navigator.dismiss()

        XCTAssertTrue(dismissed === modal)
        XCTAssertEqual(
            log.entries,
            ["modal.viewWillDisappear", "root.viewWillAppear", "modal.viewDidDisappear", "root.viewDidAppear"])
        XCTAssertNil(navigator.presentedViewController)
        XCTAssertNil(modal.navigator)
    }

    func testDismissWithNothingPresentedDoesNothing() {
        let navigator = visibleNavigator(root: controller("root"))
        XCTAssertNil(navigator.dismiss())
        XCTAssertEqual(log.entries, [])
    }

    func testPresentingWhilePresentingOrTheSameControllerTwiceIsIgnored() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        let first = controller("first")
        let second = controller("second")
        navigator.present(first)
        log.entries.removeAll()

        navigator.present(second)
        navigator.present(root)
        navigator.push(first)

        XCTAssertEqual(log.entries, [])
        XCTAssertTrue(navigator.presentedViewController === first)
        XCTAssertEqual(navigator.viewControllers.count, 1)
        XCTAssertNil(second.navigator)
    }

    func testPushUnderAModalAppearsOnlyWhenTheModalIsDismissed() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        let modal = controller("modal")
        let pushed = controller("pushed")
        navigator.present(modal)
        log.entries.removeAll()

        navigator.push(pushed)
        XCTAssertEqual(log.entries, [], "a controller hidden under the modal gets no calls")
        XCTAssertFalse(pushed.isViewLoaded)

        navigator.dismiss()
        XCTAssertEqual(
            log.entries,
            [
                "pushed.viewDidLoad", "modal.viewWillDisappear", "pushed.viewWillAppear",
                "modal.viewDidDisappear", "pushed.viewDidAppear",
            ])
    }

    func testPopToRootGivesDisappearanceCallsToTheTopOnly() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        let middle = controller("middle")
        let top = controller("top")
        navigator.push(middle)
        navigator.push(top)
        log.entries.removeAll()

        let popped = navigator.popToRoot()

        XCTAssertEqual(popped.map { ($0 as? LoggingViewController)?.name }, ["middle", "top"])
        XCTAssertEqual(
            log.entries,
            ["top.viewWillDisappear", "root.viewWillAppear", "top.viewDidDisappear", "root.viewDidAppear"])
        XCTAssertNil(middle.navigator)
        XCTAssertNil(top.navigator)
    }

    func testSetRootReplacesTheStack() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        navigator.push(controller("next"))
        log.entries.removeAll()
        let home = controller("home")

        navigator.setRoot(home)

        XCTAssertEqual(navigator.viewControllers.count, 1)
        XCTAssertTrue(navigator.topViewController === home)
        XCTAssertTrue(home.navigator === navigator)
        XCTAssertNil(root.navigator)
        XCTAssertEqual(
            log.entries,
            [
                "home.viewDidLoad", "next.viewWillDisappear", "home.viewWillAppear",
                "next.viewDidDisappear", "home.viewDidAppear",
            ])
    }

    func testGoBackDismissesBeforePopping() {
        let root = controller("root")
        let navigator = visibleNavigator(root: root)
        let next = controller("next")
        let modal = controller("modal")
        navigator.push(next)
        navigator.present(modal)

        XCTAssertTrue(navigator.goBack() === modal)
        XCTAssertTrue(navigator.goBack() === next)
        XCTAssertNil(navigator.goBack())
        XCTAssertTrue(navigator.visibleViewController === root)
    }

    func testTheNavigatorDoesNotKeepControllersThatLeftAlive() {
        let navigator = visibleNavigator(root: controller("root"))
        weak var weakNext: TerminalViewController?
        do {
            let next = controller("next")
            weakNext = next
            navigator.push(next)
            navigator.pop()
        }
        XCTAssertNil(weakNext)
    }
}
