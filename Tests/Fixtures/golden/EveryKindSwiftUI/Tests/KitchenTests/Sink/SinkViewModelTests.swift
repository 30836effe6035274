import Foundation
import Testing

@testable import Kitchen

/// The Everything ViewModel: its starting state, its actions and its
/// navigation intents. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("SinkViewModel")
struct SinkViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = SinkViewModel.mock()
        #expect(viewModel.text == "")
        #expect(viewModel.count == 0)
        #expect(viewModel.ratio == 0)
        #expect(viewModel.small == 0)
        #expect(viewModel.flag == false)
        #expect(viewModel.initial == nil)
        #expect(viewModel.amount == 0)
        #expect(viewModel.when == Date(timeIntervalSince1970: 0))
        #expect(viewModel.link == nil)
        #expect(viewModel.identifier == nil)
        #expect(viewModel.blob == Data())
        #expect(viewModel.maybe == nil)
        #expect(viewModel.maybeNot == nil)
        #expect(viewModel.names == [])
        #expect(viewModel.matrix == [])
        #expect(viewModel.lookup == [:])
        #expect(viewModel.byID == [:])
        #expect(viewModel.unique == [])
        #expect(viewModel.generic == [])
        #expect(viewModel.dictionary == [:])
        #expect(viewModel.item == nil)
        #expect(viewModel.items == nil)
        #expect(viewModel.stamp == Date(timeIntervalSince1970: 0))
        #expect(viewModel.`default` == false)
        #expect(viewModel.navigationIntent == nil)
        #expect(viewModel.itemID == UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
    }

    @Test func refreshRunsToTheEnd() async {
        let viewModel = SinkViewModel.mock()
        await viewModel.refresh()
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func rateRunsToTheEnd() async {
        let viewModel = SinkViewModel.mock()
        await viewModel.rate(0)
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func returnRunsToTheEnd() async {
        let viewModel = SinkViewModel.mock()
        await viewModel.`return`()
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func intentToSinkShowsSink() {
        #expect(SinkNavigationIntent.sink(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))).appRoute == AppRoute.sink(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))))
    }

    @Test func intentToDetailShowsDetail() {
        #expect(SinkNavigationIntent.detail(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200)).appRoute == AppRoute.detail(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200)))
    }

    @Test func intentToEmptyShowsEmpty() {
        #expect(SinkNavigationIntent.empty.appRoute == AppRoute.empty)
    }
}
