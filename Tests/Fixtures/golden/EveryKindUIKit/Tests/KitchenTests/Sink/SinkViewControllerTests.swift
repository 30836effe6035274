import RxSwift
import Testing
import UIKit

@testable import Kitchen

/// The Everything screen: each control sends its action, each field shows
/// in its view. It drives the screen only through UIKit's public API (the
/// controls' `sendActions(for:)`, the table's data source and delegate), so it
/// runs unchanged on a simulator. scenegen created this file once; it is yours.
@MainActor
@Suite struct SinkViewControllerTests {
    /// The screen as its Builder makes it on the mocks, loaded and appeared.
    private func makeViewController(
        dependencies: AppDependencies = MockServices().dependencies
    ) throws -> SinkViewController {
        let built = SinkBuilder.viewController(inputs: SinkViewModel.Inputs(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))), dependencies: dependencies)
        let viewController = try #require(built as? SinkViewController)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        return viewController
    }

    /// What the ViewModel shows first on an appeared screen, from an output of its own.
    private func firstOutput(of viewController: SinkViewController) -> SinkViewModel.Output {
        viewController.viewModel.transform(
            input: SinkViewModel.Input(
                viewWillAppear: .just(()),
                refresh: .never(),
                select: .never(),
                rate: .never(),
                pick: .never(),
                open: .never(),
                return: .never()
            ))
    }

    @Test func showsItsTitle() throws {
        let viewController = try makeViewController()
        #expect(viewController.title == "Everything")
    }

    @Test func textShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).text.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.textLabel.text
        #expect((text != nil) == sent, "textLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func countShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).count.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.countLabel.text
        #expect((text != nil) == sent, "countLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func ratioShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).ratio.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.ratioLabel.text
        #expect((text != nil) == sent, "ratioLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func smallShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).small.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.smallLabel.text
        #expect((text != nil) == sent, "smallLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func flagShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).flag.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.flagLabel.text
        #expect((text != nil) == sent, "flagLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func initialShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).initial.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.initialLabel.text
        #expect((text != nil) == sent, "initialLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func amountShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).amount.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.amountLabel.text
        #expect((text != nil) == sent, "amountLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func whenShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).when.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.whenLabel.text
        #expect((text != nil) == sent, "whenLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func linkShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).link.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.linkLabel.text
        #expect((text != nil) == sent, "linkLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func identifierShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).identifier.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.identifierLabel.text
        #expect((text != nil) == sent, "identifierLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func blobShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).blob.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.blobLabel.text
        #expect((text != nil) == sent, "blobLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func maybeShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).maybe.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.maybeLabel.text
        #expect((text != nil) == sent, "maybeLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func maybeNotShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).maybeNot.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.maybeNotLabel.text
        #expect((text != nil) == sent, "maybeNotLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func namesFillsItsTableThroughTheDataSource() throws {
        let viewController = try makeViewController()
        var expected: [String] = []
        let subscription = firstOutput(of: viewController).names
            .drive(onNext: { expected = $0.map { String(describing: $0) } })
        defer { subscription.dispose() }
        let table = viewController.namesTableView
        let dataSource = try #require(table.dataSource, "nothing gives names's rows")
        #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == expected.count)
        for (row, text) in expected.enumerated() {
            let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            #expect(cell.textLabel?.text == text, "row \(row) of names")
        }
    }

    @Test func matrixFillsItsTableThroughTheDataSource() throws {
        let viewController = try makeViewController()
        var expected: [String] = []
        let subscription = firstOutput(of: viewController).matrix
            .drive(onNext: { expected = $0.map { String(describing: $0) } })
        defer { subscription.dispose() }
        let table = viewController.matrixTableView
        let dataSource = try #require(table.dataSource, "nothing gives matrix's rows")
        #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == expected.count)
        for (row, text) in expected.enumerated() {
            let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            #expect(cell.textLabel?.text == text, "row \(row) of matrix")
        }
    }

    @Test func lookupShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).lookup.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.lookupLabel.text
        #expect((text != nil) == sent, "lookupLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func byIDShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).byID.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.byIDLabel.text
        #expect((text != nil) == sent, "byIDLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func uniqueFillsItsTableThroughTheDataSource() throws {
        let viewController = try makeViewController()
        var expected: [String] = []
        let subscription = firstOutput(of: viewController).unique
            .drive(onNext: { expected = $0.map { String(describing: $0) } })
        defer { subscription.dispose() }
        let table = viewController.uniqueTableView
        let dataSource = try #require(table.dataSource, "nothing gives unique's rows")
        #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == expected.count)
        for (row, text) in expected.enumerated() {
            let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            #expect(cell.textLabel?.text == text, "row \(row) of unique")
        }
    }

    @Test func genericFillsItsTableThroughTheDataSource() throws {
        let viewController = try makeViewController()
        var expected: [String] = []
        let subscription = firstOutput(of: viewController).generic
            .drive(onNext: { expected = $0.map { String(describing: $0) } })
        defer { subscription.dispose() }
        let table = viewController.genericTableView
        let dataSource = try #require(table.dataSource, "nothing gives generic's rows")
        #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == expected.count)
        for (row, text) in expected.enumerated() {
            let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            #expect(cell.textLabel?.text == text, "row \(row) of generic")
        }
    }

    @Test func dictionaryShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).dictionary.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.dictionaryLabel.text
        #expect((text != nil) == sent, "dictionaryLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func itemShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).item.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.itemLabel.text
        #expect((text != nil) == sent, "itemLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func itemsFillsItsTableThroughTheDataSource() throws {
        let viewController = try makeViewController()
        var expected: [String] = []
        let subscription = firstOutput(of: viewController).items
            .drive(onNext: { expected = ($0 ?? []).map { String(describing: $0) } })
        defer { subscription.dispose() }
        let table = viewController.itemsTableView
        let dataSource = try #require(table.dataSource, "nothing gives items's rows")
        #expect(dataSource.tableView(table, numberOfRowsInSection: 0) == expected.count)
        for (row, text) in expected.enumerated() {
            let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0))
            #expect(cell.textLabel?.text == text, "row \(row) of items")
        }
    }

    @Test func stampShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).stamp.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.stampLabel.text
        #expect((text != nil) == sent, "stampLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func defaultShowsInItsLabel() throws {
        let viewController = try makeViewController()
        var sent = false
        let subscription = firstOutput(of: viewController).default.drive(onNext: { _ in sent = true })
        defer { subscription.dispose() }
        let text = viewController.defaultLabel.text
        #expect((text != nil) == sent, "defaultLabel shows \(text ?? "nothing"); the ViewModel sent \(sent ? "a value" : "none")")
    }

    @Test func refreshButtonSendsRefresh() throws {
        let viewController = try makeViewController()
        var sent = 0
        let subscription = viewController.refreshRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        viewController.refreshButton.sendActions(for: .touchUpInside)
        #expect(sent == 1)
    }

    @Test func choosingARowOfItemsSendsSelect() throws {
        let viewController = try makeViewController()
        var items: [Item] = []
        let shown = firstOutput(of: viewController).items
            .drive(onNext: { items = Array($0 ?? []) })
        defer { shown.dispose() }
        var sent: [UUID] = []
        let subscription = viewController.selectRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        let table = viewController.itemsTableView
        // A row can only be chosen when the ViewModel shows one: give items rows and this test chooses each.
        for row in items.indices {
            table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: row, section: 0))
        }
        #expect(sent == items.map { $0.id }, "each row sends its item's id")
    }

    @Test func aRateStepSendsItsValue() throws {
        let viewController = try makeViewController()
        var sent: [Int] = []
        let subscription = viewController.rateRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        let stepper = viewController.rateStepper
        stepper.value = 3
        stepper.sendActions(for: .valueChanged)
        #expect(sent == [3])
        #expect(viewController.rateLabel.text == "Rate: 3")
    }

    @Test func returnButtonSendsReturn() throws {
        let viewController = try makeViewController()
        var sent = 0
        let subscription = viewController.returnRelay.subscribe(onNext: { sent += 1 })
        defer { subscription.dispose() }
        viewController.returnButton.sendActions(for: .touchUpInside)
        #expect(sent == 1)
    }
}
