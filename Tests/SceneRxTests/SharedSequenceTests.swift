import SceneRx
import SceneRxTest
import XCTest

final class SharedSequenceTests: XCTestCase {
    func testDriverReplaysTheLatestElementToANewSubscriber() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: -1)
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        driver.drive(onNext: { first.append($0) }).disposed(by: bag)
        subject.onNext(1)
        driver.drive(onNext: { second.append($0) }).disposed(by: bag)
        subject.onNext(2)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
    }

    func testSignalReplaysNothingToANewSubscriber() {
        let subject = PublishSubject<Int>()
        let signal = subject.asSignal(onErrorJustReturn: -1)
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        signal.emit(onNext: { first.append($0) }).disposed(by: bag)
        subject.onNext(1)
        signal.emit(onNext: { second.append($0) }).disposed(by: bag)
        subject.onNext(2)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
    }

    func testSharedSequencesShareOneSourceSubscription() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(1)
            return Disposables.create()
        }
        let driver = source.asDriver(onErrorJustReturn: 0)
        let bag = DisposeBag()
        driver.drive().disposed(by: bag)
        driver.drive().disposed(by: bag)
        XCTAssertEqual(subscriptions, 1)
    }

    func testErrorConversions() {
        var values: [Int] = []
        var completed = false
        _ = Observable<Int>.error(TestError()).asDriver(onErrorJustReturn: 7)
            .drive(onNext: { values.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(values, [7])
        XCTAssertTrue(completed)

        var driven: [Int] = []
        _ = Observable<Int>.error(TestError()).asDriver(onErrorDriveWith: .just(8)).drive(onNext: { driven.append($0) })
        var recovered: [Int] = []
        _ = Observable<Int>.error(TestError(id: 9)).asDriver(onErrorRecover: { error in
            .just((error as? TestError)?.id ?? 0)
        }).drive(onNext: { recovered.append($0) })
        var signalled: [Int] = []
        _ = Observable<Int>.error(TestError()).asSignal(onErrorSignalWith: .just(3)).emit(onNext: {
            signalled.append($0)
        })
        var signalRecovered: [Int] = []
        _ = Observable<Int>.error(TestError()).asSignal(onErrorRecover: { _ in .empty() })
            .emit(onCompleted: { signalRecovered.append(0) })
        XCTAssertEqual(driven, [8])
        XCTAssertEqual(recovered, [9])
        XCTAssertEqual(signalled, [3])
        XCTAssertEqual(signalRecovered, [0])
    }

    func testDriveAndEmitToRelaysAndObservers() {
        let bag = DisposeBag()
        let source = BehaviorRelay(value: 1)
        let target = BehaviorRelay(value: 0)
        let optionalTarget = BehaviorRelay<Int?>(value: nil)
        source.asDriver().drive(target).disposed(by: bag)
        source.asDriver().drive(optionalTarget).disposed(by: bag)
        XCTAssertEqual(target.value, 1)
        XCTAssertEqual(optionalTarget.value, 1)

        let events = PublishRelay<String>()
        let published = PublishRelay<String>()
        var received: [String] = []
        published.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        events.asSignal().emit(to: published).disposed(by: bag)
        let observer = AnyObserver<String> { event in
            if let element = event.element { received.append("observer " + element) }
        }
        events.asSignal().emit(to: observer).disposed(by: bag)
        events.accept("x")
        XCTAssertEqual(received, ["x", "observer x"])
    }

    func testDriveWithObjectHoldsItWeakly() {
        final class Screen {
            var text = ""
        }
        let relay = BehaviorRelay(value: "a")
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        let subscription = relay.asDriver().drive(
            with: screen ?? Screen(), onNext: { screen, text in screen.text = text })
        XCTAssertEqual(screen?.text, "a")
        screen = nil
        XCTAssertNil(weakScreen)
        relay.accept("b")
        subscription.dispose()
    }

    func testOperatorsKeepTheStrategy() {
        let relay = BehaviorRelay(value: 1)
        let doubled: Driver<Int> = relay.asDriver().map { $0 * 2 }.filter { $0 > 0 }.distinctUntilChanged()
        let labels: Driver<String> = doubled.compactMap { $0 > 2 ? "big \($0)" : nil }.startWith("start")
        let sums: Driver<Int> = relay.asDriver().scan(0, accumulator: +)
        var log: [String] = []
        let bag = DisposeBag()
        labels.drive(onNext: { log.append($0) }).disposed(by: bag)
        sums.drive(onNext: { log.append("sum \($0)") }).disposed(by: bag)
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(log, ["start", "sum 1", "sum 2", "big 4", "sum 4"])
    }

    func testFlatMapLatestAndWithLatestFromOnDrivers() {
        let query = BehaviorRelay(value: "a")
        let taps = PublishRelay<Void>()
        let results: Driver<String> = query.asDriver().flatMapLatest { text in Driver.just(text.uppercased()) }
        let submitted: Signal<String> = taps.asSignal().withLatestFrom(results)
        var log: [String] = []
        let bag = DisposeBag()
        submitted.emit(onNext: { log.append($0) }).disposed(by: bag)
        taps.accept(())
        query.accept("b")
        taps.accept(())
        XCTAssertEqual(log, ["A", "B"])
    }

    func testCombineLatestMergeAndZipOfDrivers() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: "x")
        var combined: [String] = []
        var tuples: [String] = []
        var merged: [Int] = []
        var zipped: [[Int]] = []
        let bag = DisposeBag()
        Driver.combineLatest(a.asDriver(), b.asDriver()) { "\($0)\($1)" }
            .drive(onNext: { combined.append($0) }).disposed(by: bag)
        Driver.combineLatest(a.asDriver(), b.asDriver())
            .drive(onNext: { tuples.append("\($0.0)-\($0.1)") }).disposed(by: bag)
        Driver.merge(a.asDriver(), a.asDriver().map { $0 * 10 })
            .drive(onNext: { merged.append($0) }).disposed(by: bag)
        Driver.zip([a.asDriver(), a.asDriver()])
            .drive(onNext: { zipped.append($0) }).disposed(by: bag)
        a.accept(2)
        XCTAssertEqual(combined, ["1x", "2x"])
        XCTAssertEqual(tuples, ["1-x", "2-x"])
        XCTAssertEqual(merged, [1, 10, 2, 20])
        XCTAssertEqual(zipped, [[1, 1], [2, 2]])
    }

    func testSharingSchedulerMockRunsDriversOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let result = scheduler.start { driver }
            // observe(on:) a TestScheduler runs one tick later, as in RxTest.
            XCTAssertEqual(result.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        }
    }

    func testDriverFactoriesOnTheMockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let just = scheduler.start { Driver.just(1) }
            XCTAssertEqual(just.events, [.next(201, 1), .completed(201)])
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            let of = other.start { Signal.of(1, 2) }
            XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .completed(203)])
        }
    }

    func testWithoutMockDriversDeliverSynchronouslyOnTheMainThreadWithSourceTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start { xs.asDriver(onErrorJustReturn: 0) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2)])
    }

    func testDriverEmptyNeverAndDeferred() {
        var completed = false
        _ = Driver<Int>.empty().drive(onCompleted: { completed = true })
        XCTAssertTrue(completed)
        var received = false
        _ = Driver<Int>.never().drive(onNext: { _ in received = true })
        XCTAssertFalse(received)
        var calls = 0
        let deferred = Driver<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var values: [Int] = []
        _ = deferred.drive(onNext: { values.append($0) })
        XCTAssertEqual(values, [1])
    }
}
