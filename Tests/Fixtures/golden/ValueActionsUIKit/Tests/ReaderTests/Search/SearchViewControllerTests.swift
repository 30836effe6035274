import RxSwift
import Testing
import UIKit

@testable import Reader

/// The Search screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct SearchViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> SearchViewController {
        let built = SearchBuilder.viewController(inputs: SearchViewModel.Inputs(), dependencies: dependencies)
        let viewController = try #require(built as? SearchViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: SearchViewController) -> SearchViewModel.Output {
        viewController.viewModel.transform(
            input: SearchViewModel.Input(
                viewWillAppear: .just(()),
                query: .never(),
                count: .never(),
                refresh: .never()
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Search")
    }

    @Test func authorShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).author
            .drive(onNext: { expected = $0.map { String(describing: $0) } ?? "—" })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.authorLabel.text ?? "") == (expected ?? ""),
            "authorLabel shows the author the ViewModel sent")
    }

    @Test func editorShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).editor
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.editorLabel.text ?? "") == (expected ?? ""),
            "editorLabel shows the editor the ViewModel sent")
    }

    @Test func summaryShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).summary
            .drive(onNext: { expected = $0 ?? "—" })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.summaryLabel.text ?? "") == (expected ?? ""),
            "summaryLabel shows the summary the ViewModel sent")
    }

    @Test func totalShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).total
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.totalLabel.text ?? "") == (expected ?? ""),
            "totalLabel shows the total the ViewModel sent")
    }

    @Test func returnInQueryFieldSendsItsText() throws {
        let viewController = try makeViewController()
        var sent: [String] = []
        let subscription = viewController.queryRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        let field = viewController.queryTextField
        field.text = "query-1"
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .editingDidEndOnExit)
        #expect(sent == ["query-1"])
    }

    @Test func aCountStepSendsItsValue() throws {
        let viewController = try makeViewController()
        var sent: [Int] = []
        let subscription = viewController.countRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        let stepper = viewController.countStepper
        stepper.value = 3
        stepper.sendActions(for: .valueChanged)
        #expect(sent == [3])
        #expect(viewController.countLabel.text == "Count: 3")
    }

    @Test func refreshButtonSendsRefresh() throws {
        let viewController = try makeViewController()
        var sent = 0
        let subscription = viewController.refreshRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        viewController.refreshButton.sendActions(for: .touchUpInside)
        #expect(sent == 1)
    }
}
