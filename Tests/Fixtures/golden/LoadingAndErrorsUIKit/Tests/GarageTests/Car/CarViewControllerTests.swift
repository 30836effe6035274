import RxSwift
import Testing
import UIKit

@testable import Garage

/// The Car screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct CarViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> CarViewController {
        let built = CarBuilder.viewController(inputs: CarViewModel.Inputs(name: "name-1"), dependencies: dependencies)
        let viewController = try #require(built as? CarViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: CarViewController) -> CarViewModel.Output {
        viewController.viewModel.transform(
            input: CarViewModel.Input(
                viewWillAppear: .just(()),
                close: .never()
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Car")
    }

    @Test func titleShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).title
            .drive(onNext: { expected = $0 })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.titleLabel.text ?? "") == (expected ?? ""),
            "titleLabel shows the title the ViewModel sent")
    }

    @Test func closeButtonSendsClose() throws {
        let viewController = try makeViewController()
        var sent = 0
        let subscription = viewController.closeRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        viewController.closeButton.sendActions(for: .touchUpInside)
        #expect(sent == 1)
    }
}
