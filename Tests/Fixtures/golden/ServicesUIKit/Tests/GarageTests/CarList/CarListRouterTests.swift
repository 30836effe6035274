import Testing
import UIKit

@testable import Garage

/// Where Cars */ let injected1 = 1 /* """ \(injected2) # // injected3 leads: each route shows the next scene, built with
/// this scene's services, and an error shows an alert. The screen sits at the
/// root of a navigation controller in a key window, as in the app (UIKit
/// presents only from a view in a window), so this runs unchanged on a
/// simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct CarListRouterTests {
    private let mocks = MockServices()

    /// The screen, the navigation controller it is the root of, and the window holding them.
    private func makeScreen() throws -> (UIWindow, UINavigationController, CarListViewController) {
        let built = CarListBuilder.viewController(
            inputs: CarListViewModel.Inputs(), dependencies: mocks.dependencies)
        let viewController = try #require(built as? CarListViewController)
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

    @Test func routeToCarDetailsPushesCarDetailsWithTheSameServices() throws {
        let (window, navigationController, viewController) = try makeScreen()
        defer { withExtendedLifetime(window) {} }
        viewController.router.route(to: .carDetails(carID: "carID-1", referrer: "referrer-2"))
        #expect(navigationController.viewControllers.count == 2)
        let shown = try #require(navigationController.topViewController as? CarDetailsViewController)
        #expect(shown !== viewController)
        #expect(shown.router.dependencies.carRepository === mocks.carRepository)
        #expect(shown.router.dependencies.favoriteStore === mocks.favoriteStore)
    }

    @Test func routeToSettingsPushesSettingsWithTheSameServices() throws {
        let (window, navigationController, viewController) = try makeScreen()
        defer { withExtendedLifetime(window) {} }
        viewController.router.route(to: .settings)
        #expect(navigationController.viewControllers.count == 2)
        let shown = try #require(navigationController.topViewController as? SettingsViewController)
        #expect(shown !== viewController)
        #expect(shown.router.dependencies.carRepository === mocks.carRepository)
        #expect(shown.router.dependencies.favoriteStore === mocks.favoriteStore)
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
