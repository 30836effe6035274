import Foundation
import Testing

@testable import Reader

/// The Article ViewModel: its starting state, its actions. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("ArticleDetailsViewModel")
struct ArticleDetailsViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = ArticleDetailsViewModel.mock()
        #expect(viewModel.headline == "")
        #expect(viewModel.comments == [])
        #expect(viewModel.article == Article(id: "id-1", title: "title-2"))
    }
}
