import RxCocoa
import RxSwift
import RxTest
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
        _ viewModel: SinkViewModel,
        refresh refreshEvents: [Recorded<Event<Void>>] = [],
        select selectEvents: [Recorded<Event<Int>>] = [],
        pick pickEvents: [Recorded<Event<Item>>] = [],
        open openEvents: [Recorded<Event<URL?>>] = [],
        return returnEvents: [Recorded<Event<Void>>] = []
    ) -> SinkViewModel.Output {
        let input = SinkViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            refresh: scheduler.createHotObservable(refreshEvents).asObservable(),
            select: scheduler.createHotObservable(selectEvents).asObservable(),
            pick: scheduler.createHotObservable(pickEvents).asObservable(),
            open: scheduler.createHotObservable(openEvents).asObservable(),
            return: scheduler.createHotObservable(returnEvents).asObservable()
        )
        // Drivers made inside `mock` deliver on the test scheduler, in virtual time.
        var output: SinkViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = viewModel.transform(input: input)
        }
        return output
    }

    private func makeViewModel() -> SinkViewModel {
        SinkViewModel.make(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))
    }

    func testTitleIsSinkTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.navigationTitle.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Everything"), .completed(1)])
    }

    func testTextInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String.self)
        output.text.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, ""), .completed(1)])
    }

    func testCountInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Int.self)
        output.count.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, 0), .completed(1)])
    }

    func testRatioInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Double.self)
        output.ratio.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, 0), .completed(1)])
    }

    func testSmallInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Float.self)
        output.small.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, 0), .completed(1)])
    }

    func testFlagInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Bool.self)
        output.flag.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, false), .completed(1)])
    }

    func testAmountInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Decimal.self)
        output.amount.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, 0), .completed(1)])
    }

    func testWhenInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Date.self)
        output.when.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, Date(timeIntervalSince1970: 0)), .completed(1)])
    }

    func testBlobInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Data.self)
        output.blob.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, Data()), .completed(1)])
    }

    func testMaybeInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String?.self)
        output.maybe.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, nil), .completed(1)])
    }

    func testMaybeNotInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Int??.self)
        output.maybeNot.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, nil), .completed(1)])
    }

    func testNamesInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([String].self)
        output.names.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, []), .completed(1)])
    }

    func testMatrixInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([[Int]].self)
        output.matrix.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, []), .completed(1)])
    }

    func testLookupInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([String: [Int]].self)
        output.lookup.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, [:]), .completed(1)])
    }

    func testByIDInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([UUID: Item].self)
        output.byID.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, [:]), .completed(1)])
    }

    func testUniqueInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Set<Int>.self)
        output.unique.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, []), .completed(1)])
    }

    func testGenericInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([Int?].self)
        output.generic.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, []), .completed(1)])
    }

    func testDictionaryInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([String: Set<URL>].self)
        output.dictionary.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, [:]), .completed(1)])
    }

    func testItemsInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([Item]?.self)
        output.items.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, nil), .completed(1)])
    }

    func testStampInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Foundation.Date.self)
        output.stamp.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, Date(timeIntervalSince1970: 0)), .completed(1)])
    }

    func testDefaultInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Bool.self)
        output.default.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, false), .completed(1)])
    }
}
