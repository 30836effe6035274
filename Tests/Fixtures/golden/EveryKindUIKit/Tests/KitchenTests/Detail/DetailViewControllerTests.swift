import RxSwift
import Testing
import UIKit

@testable import Kitchen

/// The Detail screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct DetailViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> DetailViewController {
        let built = DetailBuilder.viewController(inputs: DetailViewModel.Inputs(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200)), dependencies: dependencies)
        let viewController = try #require(built as? DetailViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: DetailViewController) -> DetailViewModel.Output {
        viewController.viewModel.transform(
            input: DetailViewModel.Input(
                viewWillAppear: .just(())
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Detail")
    }

    @Test func tagShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).tag
            .drive(onNext: { expected = $0.map { String(describing: $0) } ?? "—" })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.tagLabel.text ?? "") == (expected ?? ""),
            "tagLabel shows the tag the ViewModel sent")
    }
}
