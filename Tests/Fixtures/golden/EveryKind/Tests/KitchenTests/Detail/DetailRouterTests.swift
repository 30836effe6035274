import SceneTerminal
import XCTest

@testable import Kitchen

/// Where Detail leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class DetailRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> DetailViewController {
        DetailBuilder.viewController(
            inputs: DetailViewModel.Inputs(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200)), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }

    func testRouteToSinkPushesSinkWithTheSameServices() {
        let viewController = makeViewController()
        let navigator = RecordingNavigator(root: viewController)
        viewController.router.route(to: .sink(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))))
        XCTAssertEqual(navigator.events.count, 1)
        guard let shown = navigator.topViewController as? SinkViewController else {
            return XCTFail("expected Sink on top, found \(String(describing: navigator.topViewController))")
        }
        XCTAssertEqual(shown.inputs, SinkViewModel.Inputs(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))))
    }
}
