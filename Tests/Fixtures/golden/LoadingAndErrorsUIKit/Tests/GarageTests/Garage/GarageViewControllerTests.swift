import RxSwift
import Testing
import UIKit

@testable import Garage

/// The Garage screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct GarageViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> GarageViewController {
        let built = GarageBuilder.viewController(inputs: GarageViewModel.Inputs(), dependencies: dependencies)
        let viewController = try #require(built as? GarageViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: GarageViewController) -> GarageViewModel.Output {
        viewController.viewModel.transform(
            input: GarageViewModel.Input(
                viewWillAppear: .just(()),
                reload: .never(),
                select: .never()
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Garage")
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

    @Test func reloadButtonSendsReload() throws {
        let viewController = try makeViewController()
        var sent = 0
        let subscription = viewController.reloadRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        viewController.reloadButton.sendActions(for: .touchUpInside)
        #expect(sent == 1)
    }

    @Test func choosingARowOfCarsSendsSelect() throws {
        let viewController = try makeViewController()
        var items: [String] = []
        let shown = firstOutput(of: viewController).cars
            .drive(onNext: { items = Array($0) })
        defer { shown.dispose() }
        var sent: [String] = []
        let subscription = viewController.selectRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        let table = viewController.carsTableView
        // A row can only be chosen when the ViewModel shows one: give cars rows and this test chooses each.
        for row in items.indices {
            table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: row, section: 0))
        }
        #expect(sent == items.map { $0 }, "each row sends its item's id")
    }
}
