import SceneRx
import SceneRxTest
import XCTest

@testable import Kitchen

/// The Everything ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class SinkViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    /// The ViewModel's output for an input whose actions fire at the given times.
    private func transform(
        _ viewModel: SinkViewModel,        refresh: [Recorded<Event<Void>>] = [],        select: [Recorded<Event<Int>>] = [],        pick: [Recorded<Event<Item>>] = [],        open: [Recorded<Event<URL?>>] = [],        return: [Recorded<Event<Void>>] = []    ) -> SinkViewModel.Output {
        let input = SinkViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),            refresh: scheduler.createHotObservable(refresh).asObservable(),            select: scheduler.createHotObservable(select).asObservable(),            pick: scheduler.createHotObservable(pick).asObservable(),            open: scheduler.createHotObservable(open).asObservable(),            return: scheduler.createHotObservable(return).asObservable()        )
        // Drivers made inside `mock` deliver on the test scheduler, in virtual time.
        var output: SinkViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = viewModel.transform(input: input)
        }
        return output
    }

    private func makeViewModel() -> SinkViewModel {
        SinkBuilder.makeViewModel(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
    }

    func testTitleIsSinkTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.title.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Everything"), .completed(1)])
    }

    func testTextInitialValue() {
        let output = transform(makeViewModel())
        let text = scheduler.createObserver(String.self)
        output.text.drive(text).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(text.events, [.next(1, ""), .completed(1)])
    }

    func testCountInitialValue() {
        let output = transform(makeViewModel())
        let count = scheduler.createObserver(Int.self)
        output.count.drive(count).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(count.events, [.next(1, 0), .completed(1)])
    }

    func testRatioInitialValue() {
        let output = transform(makeViewModel())
        let ratio = scheduler.createObserver(Double.self)
        output.ratio.drive(ratio).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(ratio.events, [.next(1, 0), .completed(1)])
    }

    func testSmallInitialValue() {
        let output = transform(makeViewModel())
        let small = scheduler.createObserver(Float.self)
        output.small.drive(small).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(small.events, [.next(1, 0), .completed(1)])
    }

    func testFlagInitialValue() {
        let output = transform(makeViewModel())
        let flag = scheduler.createObserver(Bool.self)
        output.flag.drive(flag).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(flag.events, [.next(1, false), .completed(1)])
    }

    func testAmountInitialValue() {
        let output = transform(makeViewModel())
        let amount = scheduler.createObserver(Decimal.self)
        output.amount.drive(amount).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(amount.events, [.next(1, 0), .completed(1)])
    }

    func testWhenInitialValue() {
        let output = transform(makeViewModel())
        let when = scheduler.createObserver(Date.self)
        output.when.drive(when).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(when.events, [.next(1, Date(timeIntervalSince1970: 0)), .completed(1)])
    }

    func testBlobInitialValue() {
        let output = transform(makeViewModel())
        let blob = scheduler.createObserver(Data.self)
        output.blob.drive(blob).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(blob.events, [.next(1, Data()), .completed(1)])
    }

    func testMaybeInitialValue() {
        let output = transform(makeViewModel())
        let maybe = scheduler.createObserver(String?.self)
        output.maybe.drive(maybe).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(maybe.events, [.next(1, nil), .completed(1)])
    }

    func testMaybeNotInitialValue() {
        let output = transform(makeViewModel())
        let maybeNot = scheduler.createObserver(Int??.self)
        output.maybeNot.drive(maybeNot).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(maybeNot.events, [.next(1, nil), .completed(1)])
    }

    func testNamesInitialValue() {
        let output = transform(makeViewModel())
        let names = scheduler.createObserver([String].self)
        output.names.drive(names).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(names.events, [.next(1, []), .completed(1)])
    }

    func testMatrixInitialValue() {
        let output = transform(makeViewModel())
        let matrix = scheduler.createObserver([[Int]].self)
        output.matrix.drive(matrix).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(matrix.events, [.next(1, []), .completed(1)])
    }

    func testLookupInitialValue() {
        let output = transform(makeViewModel())
        let lookup = scheduler.createObserver([String: [Int]].self)
        output.lookup.drive(lookup).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(lookup.events, [.next(1, [:]), .completed(1)])
    }

    func testByIDInitialValue() {
        let output = transform(makeViewModel())
        let byID = scheduler.createObserver([UUID: Item].self)
        output.byID.drive(byID).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(byID.events, [.next(1, [:]), .completed(1)])
    }

    func testUniqueInitialValue() {
        let output = transform(makeViewModel())
        let unique = scheduler.createObserver(Set<Int>.self)
        output.unique.drive(unique).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(unique.events, [.next(1, []), .completed(1)])
    }

    func testGenericInitialValue() {
        let output = transform(makeViewModel())
        let generic = scheduler.createObserver([Int?].self)
        output.generic.drive(generic).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(generic.events, [.next(1, []), .completed(1)])
    }

    func testDictionaryInitialValue() {
        let output = transform(makeViewModel())
        let dictionary = scheduler.createObserver([String: Set<URL>].self)
        output.dictionary.drive(dictionary).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(dictionary.events, [.next(1, [:]), .completed(1)])
    }

    func testItemsInitialValue() {
        let output = transform(makeViewModel())
        let items = scheduler.createObserver([Item]?.self)
        output.items.drive(items).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(items.events, [.next(1, nil), .completed(1)])
    }

    func testStampInitialValue() {
        let output = transform(makeViewModel())
        let stamp = scheduler.createObserver(Foundation.Date.self)
        output.stamp.drive(stamp).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(stamp.events, [.next(1, Date(timeIntervalSince1970: 0)), .completed(1)])
    }

    func testDefaultInitialValue() {
        let output = transform(makeViewModel())
        let default = scheduler.createObserver(Bool.self)
        output.default.drive(default).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(default.events, [.next(1, false), .completed(1)])
    }
}
