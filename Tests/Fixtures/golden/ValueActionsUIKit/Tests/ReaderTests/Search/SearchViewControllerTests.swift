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
        var sent = false
        let subscription = firstOutput(of: viewController).author.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.authorLabel.text
        #expect((text != nil) == sent, "authorLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func editorShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).editor.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.editorLabel.text
        #expect((text != nil) == sent, "editorLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func summaryShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).summary.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.summaryLabel.text
        #expect((text != nil) == sent, "summaryLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func totalShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).total.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.totalLabel.text
        #expect((text != nil) == sent, "totalLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
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
