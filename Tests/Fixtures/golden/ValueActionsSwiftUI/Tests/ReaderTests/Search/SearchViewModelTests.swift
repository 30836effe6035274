import Foundation
import Testing

@testable import Reader

/// The Search ViewModel: its starting state, its actions and its
/// navigation intents. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("SearchViewModel")
struct SearchViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = SearchViewModel.mock()
        #expect(viewModel.author == nil)
        #expect(viewModel.editor == nil)
        #expect(viewModel.summary == nil)
        #expect(viewModel.total == 0)
        #expect(viewModel.navigationIntent == nil)
    }

    @Test func countRunsToTheEnd() async {
        let viewModel = SearchViewModel.mock()
        await viewModel.count(0)
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func refreshRunsToTheEnd() async {
        let viewModel = SearchViewModel.mock()
        await viewModel.refresh()
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func intentToArticleDetailsShowsArticleDetails() {
        #expect(SearchNavigationIntent.articleDetails(article: Article(id: "id-1", title: "title-2")).appRoute == AppRoute.articleDetails(article: Article(id: "id-1", title: "title-2")))
    }
}
