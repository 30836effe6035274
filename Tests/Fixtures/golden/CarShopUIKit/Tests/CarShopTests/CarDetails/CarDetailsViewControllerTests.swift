import RxSwift
import Testing
import UIKit

@testable import CarShop

/// The Car Details screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct CarDetailsViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> CarDetailsViewController {
        let built = CarDetailsBuilder.viewController(inputs: CarDetailsViewModel.Inputs(carID: "carID-1"), dependencies: dependencies)
        let viewController = try #require(built as? CarDetailsViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: CarDetailsViewController) -> CarDetailsViewModel.Output {
        viewController.viewModel.transform(
            input: CarDetailsViewModel.Input(
                viewWillAppear: .just(()),
                toggleFavorite: .never()
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Car Details")
    }

    @Test func nameShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).name.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.nameLabel.text
        #expect((text != nil) == sent, "nameLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func priceShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).price.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.priceLabel.text
        #expect((text != nil) == sent, "priceLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func favoriteShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).favorite.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.favoriteLabel.text
        #expect((text != nil) == sent, "favoriteLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func toggleFavoriteButtonSendsToggleFavorite() throws {
        let viewController = try makeViewController()
        var sent = 0
        let subscription = viewController.toggleFavoriteRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        viewController.toggleFavoriteButton.sendActions(for: .touchUpInside)
        #expect(sent == 1)
    }
}
