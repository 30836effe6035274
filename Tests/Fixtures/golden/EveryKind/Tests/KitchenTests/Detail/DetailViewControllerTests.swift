import SceneRx
import SceneTerminal
import XCTest

@testable import Kitchen

/// The Detail screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class DetailViewControllerTests: XCTestCase {
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) -> DetailViewController {
        DetailBuilder.viewController(inputs: DetailViewModel.Inputs(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200)), dependencies: dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Detail")
        XCTAssertEqual(viewController.screen().first, "Detail")
    }
}
