import Foundation
import Testing

@testable import Kitchen

/// The Detail ViewModel: its starting state, its actions and its
/// navigation intents. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("DetailViewModel")
struct DetailViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = DetailViewModel.mock()
        #expect(viewModel.tag == nil)
        #expect(viewModel.navigationIntent == nil)
        #expect(viewModel.item == Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")))
        #expect(viewModel.tags == ["key-2": Set([2])])
        #expect(viewModel.when == Date(timeIntervalSince1970: 259200))
    }

    @Test func intentToSinkShowsSink() {
        #expect(DetailNavigationIntent.sink(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))).appRoute == AppRoute.sink(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))))
    }
}
