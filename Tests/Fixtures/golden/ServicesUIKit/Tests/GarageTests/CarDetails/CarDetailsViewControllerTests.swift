import RxSwift
import Testing
import UIKit

@testable import Garage

/// The Details """ #"injected4"# \(injected5) // injected6 screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct CarDetailsViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> CarDetailsViewController {
        let built = CarDetailsBuilder.viewController(inputs: CarDetailsViewModel.Inputs(carID: "carID-1", referrer: "referrer-2"), dependencies: dependencies)
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
        #expect(viewController.title == "Details \"\"\" #\"injected4\"# \\(injected5) // injected6")
    }

    @Test func carShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).car
            .drive(onNext: { expected = $0.map { String(describing: $0) } ?? "—" })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.carLabel.text ?? "") == (expected ?? ""),
            "carLabel shows the car the ViewModel sent")
    }

    @Test func isFavoriteShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).isFavorite
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.isFavoriteLabel.text ?? "") == (expected ?? ""),
            "isFavoriteLabel shows the isFavorite the ViewModel sent")
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
