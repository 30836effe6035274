import RxSwift
import Testing
import UIKit

@testable import Reader

/// The Article screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct ArticleDetailsViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> ArticleDetailsViewController {
        let built = ArticleDetailsBuilder.viewController(inputs: ArticleDetailsViewModel.Inputs(article: Article(id: "id-1", title: "title-2")), dependencies: dependencies)
        let viewController = try #require(built as? ArticleDetailsViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: ArticleDetailsViewController) -> ArticleDetailsViewModel.Output {
        viewController.viewModel.transform(
            input: ArticleDetailsViewModel.Input(
                viewWillAppear: .just(()),
                pick: .never()
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Article")
    }

    @Test func headlineShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).headline
            .drive(onNext: { expected = $0 })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.headlineLabel.text ?? "") == (expected ?? ""),
            "headlineLabel shows the headline the ViewModel sent")
    }

    @Test func commentsFillsItsTableThroughTheDataSource() throws {
        let viewController = try makeViewController()
        var expected: [String] = []
        let subscription = firstOutput(of: viewController).comments
            .drive(onNext: { expected = $0.map { String(describing: $0) } })
        defer { subscription.dispose() }
        let table = viewController.commentsTableView
        let dataSource = try #require(table.dataSource, "nothing gives comments's rows")
        #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == expected.count)
        for (row, text) in expected.enumerated() {
            let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            #expect(cell.textLabel?.text == text, "row \(row) of comments")
        }
    }

    @Test func choosingARowOfCommentsSendsPick() throws {
        let viewController = try makeViewController()
        var items: [String] = []
        let shown = firstOutput(of: viewController).comments
            .drive(onNext: { items = Array($0) })
        defer { shown.dispose() }
        var sent: [String] = []
        let subscription = viewController.pickRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        let table = viewController.commentsTableView
        // A row can only be chosen when the ViewModel shows one: give comments rows and this test chooses each.
        for row in items.indices {
            table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: row, section: 0))
        }
        #expect(sent == items.map { $0 }, "each row sends its item's id")
    }
}
