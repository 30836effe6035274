import Testing
import UIKit

@testable import Kitchen

/// Where Everything leads: each route shows the next scene, built with
/// this scene's services, and an error shows an alert. The screen sits at the
/// root of a navigation controller in a key window, as in the app (UIKit
/// presents only from a view in a window), so this runs unchanged on a
/// simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct SinkRouterTests {
    private let mocks = MockServices()

    /// The screen, the navigation controller it is the root of, and the window holding them.
    private func makeScreen() throws -> (UIWindow, UINavigationController, SinkViewController) {
        let built = SinkBuilder.viewController(
            inputs: SinkViewModel.Inputs(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))), dependencies: mocks.dependencies)
        let viewController = try #require(built as? SinkViewController)
        let navigationController = UINavigationController(rootViewController: viewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        return (window, navigationController, viewController)
    }

    @Test func routerStartsFromItsScreen() throws {
        let (window, _, viewController) = try makeScreen()
        defer { withExtendedLifetime(window) {} }
        #expect(viewController.router.viewController === viewController)
    }

    @Test func routeToSinkPushesSinkWithTheSameServices() throws {
        let (window, navigationController, viewController) = try makeScreen()
        defer { withExtendedLifetime(window) {} }
        viewController.router.route(to: .sink(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))))
        #expect(navigationController.viewControllers.count == 2)
        let shown = try #require(navigationController.topViewController as? SinkViewController)
        #expect(shown !== viewController)
    }

    @Test func routeToDetailPushesDetailWithTheSameServices() throws {
        let (window, navigationController, viewController) = try makeScreen()
        defer { withExtendedLifetime(window) {} }
        viewController.router.route(to: .detail(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200)))
        #expect(navigationController.viewControllers.count == 2)
        let shown = try #require(navigationController.topViewController as? DetailViewController)
        #expect(shown !== viewController)
    }

    @Test func routeToEmptyPushesEmptyWithTheSameServices() throws {
        let (window, navigationController, viewController) = try makeScreen()
        defer { withExtendedLifetime(window) {} }
        viewController.router.route(to: .empty)
        #expect(navigationController.viewControllers.count == 2)
        let shown = try #require(navigationController.topViewController as? EmptyViewController)
        #expect(shown !== viewController)
    }

    @Test func anErrorShowsAnAlertWithItsMessage() throws {
        let (window, navigationController, viewController) = try makeScreen()
        defer { withExtendedLifetime(window) {} }
        viewController.router.showError("Something failed")
        let alert = try #require(navigationController.presentedViewController as? UIAlertController)
        #expect(alert.message == "Something failed")
        #expect(alert.actions.map(\.title) == ["OK"])
    }
}
