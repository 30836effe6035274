import SceneRx
import SceneRxTest
import XCTest

final class CombiningOperatorTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testCombineLatestWaitsForEverySourceThenEmitsOnEach() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let b = scheduler.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(250)])
        let result = scheduler.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(
            result.events, [.next(220, "1x"), .next(230, "2x"), .next(240, "2y"), .completed(260)])
    }

    func testCombineLatestCompletesOnlyWhenAllSourcesComplete() {
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(230, 2), .next(240, 3)])
        let result = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(230, 3), .next(240, 4)])
    }

    func testCombineLatestCompletesWhenNoResultIsPossibleAnyMore() {
        // b completed without a value, so a's next element can never produce a result.
        let a = scheduler.createHotObservable([.next(230, 1)])
        let b = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let result = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(230)])
    }

    func testCombineLatestErrorAndSelectorThrow() {
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let b = scheduler.createHotObservable([.next(205, 1)])
        let result = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TestError())])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])

        var events: [Event<Int>] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.just(2)) { _, _ -> Int in throw TestError() }
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError())])
    }

    func testCombineLatestTuplesAndCollections() {
        var pairs: [String] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.just("a"), Observable.just(true))
            .subscribe(onNext: { pairs.append("\($0)\($1)\($2)") })
        XCTAssertEqual(pairs, ["1atrue"])

        var arrays: [[Int]] = []
        _ = Observable.combineLatest([Observable.just(1), Observable.just(2)]).subscribe(onNext: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 2]])

        var empty: [Event<[Int]>] = []
        _ = Observable<Int>.combineLatest([Observable<Int>]()).subscribe { empty.append($0) }
        XCTAssertEqual(empty, [.next([]), .completed])
    }

    func testCombineLatestOfTrampolinedSequences() {
        var values: [String] = []
        _ = Observable.combineLatest(Observable.of(1, 2), Observable.of("a", "b")) { "\($0)\($1)" }
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, ["1a", "2a", "2b"])
    }

    func testZipPairsByIndexAndCompletesWhenAllComplete() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(215, "x"), .next(250, "y"), .completed(300)])
        let result = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
        // 3 is never paired; zip completes only once both sources completed, as in RxSwift.
        XCTAssertEqual(result.events, [.next(215, "1x"), .next(250, "2y"), .completed(300)])
    }

    func testZipErrorAndTuplesAndCollections() {
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let b = scheduler.createHotObservable([.next(215, 2)])
        let result = scheduler.start { Observable.zip(a, b) }
        XCTAssertEqual(result.events.count, 2)
        XCTAssertEqual(result.events.first?.time, 215)
        XCTAssertEqual(result.events.first.flatMap { $0.value.element.map { "\($0.0)\($0.1)" } }, "12")
        XCTAssertEqual(result.events.last?.time, 220)
        XCTAssertNotNil(result.events.last?.value.error)

        var arrays: [[Int]] = []
        _ = Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)]).subscribe(onNext: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 10], [2, 20]])
    }

    func testWithLatestFromDropsSourceElementsBeforeTheSecondEmitted() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let result = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        // 1 is dropped; the second source completing does not end the result.
        XCTAssertEqual(result.events, [.next(230, "2a"), .next(250, "3b"), .completed(260)])
    }

    func testWithLatestFromSeesTheCurrentValueOfABehaviorSubject() {
        let state = BehaviorSubject(value: "ready")
        let taps = PublishSubject<Void>()
        var values: [String] = []
        _ = taps.withLatestFrom(state).subscribe(onNext: { values.append($0) })
        taps.onNext(())
        state.onNext("busy")
        taps.onNext(())
        XCTAssertEqual(values, ["ready", "busy"])
    }

    func testWithLatestFromSecondErrorAndSelectorThrow() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<Int>>])
        let result = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(result.events, [.error(220, TestError())])

        var events: [Event<Int>] = []
        _ = Observable.just(1).withLatestFrom(BehaviorSubject(value: 2)) { _, _ -> Int in throw TestError() }
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError())])
    }
}
