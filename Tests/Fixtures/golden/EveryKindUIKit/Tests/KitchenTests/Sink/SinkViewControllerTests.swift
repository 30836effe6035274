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
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).text
            .drive(onNext: { expected = $0 })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.textLabel.text ?? "") == (expected ?? ""),
            "textLabel shows the text the ViewModel sent")
    }

    @Test func countShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).count
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.countLabel.text ?? "") == (expected ?? ""),
            "countLabel shows the count the ViewModel sent")
    }

    @Test func ratioShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).ratio
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.ratioLabel.text ?? "") == (expected ?? ""),
            "ratioLabel shows the ratio the ViewModel sent")
    }

    @Test func smallShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).small
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.smallLabel.text ?? "") == (expected ?? ""),
            "smallLabel shows the small the ViewModel sent")
    }

    @Test func flagShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).flag
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.flagLabel.text ?? "") == (expected ?? ""),
            "flagLabel shows the flag the ViewModel sent")
    }

    @Test func initialShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).initial
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.initialLabel.text ?? "") == (expected ?? ""),
            "initialLabel shows the initial the ViewModel sent")
    }

    @Test func amountShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).amount
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.amountLabel.text ?? "") == (expected ?? ""),
            "amountLabel shows the amount the ViewModel sent")
    }

    @Test func whenShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).when
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.whenLabel.text ?? "") == (expected ?? ""),
            "whenLabel shows the when the ViewModel sent")
    }

    @Test func linkShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).link
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.linkLabel.text ?? "") == (expected ?? ""),
            "linkLabel shows the link the ViewModel sent")
    }

    @Test func identifierShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).identifier
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.identifierLabel.text ?? "") == (expected ?? ""),
            "identifierLabel shows the identifier the ViewModel sent")
    }

    @Test func blobShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).blob
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.blobLabel.text ?? "") == (expected ?? ""),
            "blobLabel shows the blob the ViewModel sent")
    }

    @Test func maybeShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).maybe
            .drive(onNext: { expected = $0 ?? "—" })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.maybeLabel.text ?? "") == (expected ?? ""),
            "maybeLabel shows the maybe the ViewModel sent")
    }

    @Test func maybeNotShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).maybeNot
            .drive(onNext: { expected = $0.flatMap { $0 }.map { String(describing: $0) } ?? "—" })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.maybeNotLabel.text ?? "") == (expected ?? ""),
            "maybeNotLabel shows the maybeNot the ViewModel sent")
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
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).lookup
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.lookupLabel.text ?? "") == (expected ?? ""),
            "lookupLabel shows the lookup the ViewModel sent")
    }

    @Test func byIDShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).byID
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.byIDLabel.text ?? "") == (expected ?? ""),
            "byIDLabel shows the byID the ViewModel sent")
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
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).dictionary
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.dictionaryLabel.text ?? "") == (expected ?? ""),
            "dictionaryLabel shows the dictionary the ViewModel sent")
    }

    @Test func itemShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).item
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.itemLabel.text ?? "") == (expected ?? ""),
            "itemLabel shows the item the ViewModel sent")
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
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).stamp
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.stampLabel.text ?? "") == (expected ?? ""),
            "stampLabel shows the stamp the ViewModel sent")
    }

    @Test func defaultShowsInItsLabel() throws {
        let viewController = try makeViewController()
        // The text of what the ViewModel sent last, as the screen writes it (nil when it sent none).
        var expected: String?
        let subscription = firstOutput(of: viewController).default
            .drive(onNext: { expected = String(describing: $0) })
        defer { subscription.dispose() }
        // (An empty text and none read alike: a label may give either back for "".)
        #expect(
            (viewController.defaultLabel.text ?? "") == (expected ?? ""),
            "defaultLabel shows the default the ViewModel sent")
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
