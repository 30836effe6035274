import RxSwift
import Testing
import UIKit

@testable import CarShopUIKit

/// The Cars screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct CarListViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> CarListViewController {
        let built = CarListBuilder.viewController(inputs: CarListViewModel.Inputs(), dependencies: dependencies)
        let viewController = try #require(built as? CarListViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: CarListViewController) -> CarListViewModel.Output {
        viewController.viewModel.transform(
            input: CarListViewModel.Input(
                viewWillAppear: .just(()),
                refresh: .never(),
                select: .never()
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Cars")
    }

    @Test func carsFillsItsTableThroughTheDataSource() throws {
        let viewController = try makeViewController()
        var expected: [String] = []
        let subscription = firstOutput(of: viewController).cars
            .drive(onNext: { expected = $0.map { String(describing: $0) } })
        defer { subscription.dispose() }
        let table = viewController.carsTableView
        let dataSource = try #require(table.dataSource, "nothing gives cars's rows")
        #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == expected.count)
        for (row, text) in expected.enumerated() {
            let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            #expect(cell.textLabel?.text == text, "row \(row) of cars")
        }
    }

    @Test func hintShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).hint
            .drive(onNext: { expected = $0 })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.hintLabel.text ?? "") == (expected ?? ""),
            "hintLabel shows the hint the ViewModel sent")
    }

    @Test func refreshButtonSendsRefresh() throws {
        let viewController = try makeViewController()
        var sent = 0
        let subscription = viewController.refreshRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        viewController.refreshButton.sendActions(for: .touchUpInside)
        #expect(sent == 1)
    }

    @Test func choosingARowOfCarsSendsSelect() throws {
        let mocks = MockServices()
        mocks.carCatalog.carsResult = .just([
            Car(id: "id-1", name: "name-2", price: 3.5),
            Car(id: "id-2", name: "name-3", price: 4.5),
        ])
        let viewController = try makeViewController(dependencies: mocks.dependencies)
        var items: [Car] = []
        let shown = firstOutput(of: viewController).cars
            .drive(onNext: { items = Array($0) })
        defer { shown.dispose() }
        var sent: [String] = []
        let subscription = viewController.selectRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        let table = viewController.carsTableView
        try #require(items.count == 2, "the screen shows the two cars the mock gives")
        #expect(table.dataSource?.tableView(table, numberOfRowsInSection: 0) == 2)
        for row in items.indices {
            table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: row, section: 0))
        }
        #expect(sent == items.map { $0.id }, "each row sends its item's id")
    }
}
