import SceneRx
import SceneRxTest
import XCTest

final class FlatteningOperatorTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testFlatMapMergesInnersAndCompletesAfterTheLastInner() {
        let inner1 = scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)])
        let inner2 = scheduler.createColdObservable([.next(5, "b1"), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, inner1), .next(220, inner2), .completed(230)])
        let result = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(
            result.events,
            [.next(220, "a1"), .next(225, "b1"), .next(240, "a2"), .completed(270)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(220, 270)])
    }

    func testFlatMapInnerErrorEndsEverything() {
        let inner1 = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let inner2 = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Int>>])
        let xs = scheduler.createHotObservable([.next(210, inner1), .next(220, inner2)])
        let result = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .error(230, TestError())])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapSelectorThrowBecomesAnError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                if value == 2 { throw TestError() }
                return .just(value)
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError())])
    }

    func testFlatMapLatestDropsThePreviousInner() {
        let inner1 = scheduler.createColdObservable([.next(10, "a1"), .next(30, "a2"), .completed(40)])
        let inner2 = scheduler.createColdObservable([.next(5, "b1"), .next(20, "b2"), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, inner1), .next(230, inner2), .completed(240)])
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        // a2 (due at 240) is lost: inner1 was disposed at 230 when inner2 arrived.
        XCTAssertEqual(
            result.events,
            [.next(220, "a1"), .next(235, "b1"), .next(250, "b2"), .completed(260)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(230, 260)])
    }

    func testFlatMapLatestCompletesOnlyWhenOuterAndLatestInnerHaveCompleted() {
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, inner)])
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1)])
    }

    func testFlatMapLatestForwardsInnerError() {
        let inner = scheduler.createColdObservable([.error(10, TestError())] as [Recorded<Event<Int>>])
        let xs = scheduler.createHotObservable([.next(210, inner), .next(300, inner)])
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let inner1 = scheduler.createColdObservable([.next(10, "a"), .completed(30)])
        let inner2 = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
        let inner3 = scheduler.createColdObservable([.next(10, "c"), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, inner1), .next(220, inner2), .next(250, inner3), .completed(260),
        ])
        let result = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(result.events, [.next(220, "a"), .next(260, "c"), .completed(270)])
        XCTAssertEqual(inner2.subscriptions, [])
    }

    func testMergeCompletesWhenAllCompleteAndFailsOnFirstError() {
        let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(230)])
        let result = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(250)])

        // start runs the scheduler to the end: a second run needs a fresh scheduler.
        let scheduler = TestScheduler(initialClock: 0)
        let c = scheduler.createHotObservable([.next(310, 1), .error(320, TestError())])
        let d = scheduler.createHotObservable([.next(330, 2)])
        let failed = scheduler.start(created: 290, subscribed: 300, disposed: 1000) {
            Observable.merge([c.asObservable(), d.asObservable()])
        }
        XCTAssertEqual(failed.events, [.next(310, 1), .error(320, TestError())])
        XCTAssertEqual(d.subscriptions, [Subscription(300, 320)])
    }

    func testMergeOfObservables() {
        var values: [Int] = []
        _ = Observable.of(Observable.just(1), Observable.just(2)).merge().subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func testSwitchLatest() {
        let subject = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var values: [Int] = []
        _ = subject.switchLatest().subscribe(onNext: { values.append($0) })
        subject.onNext(first)
        first.onNext(1)
        subject.onNext(second)
        first.onNext(2)
        second.onNext(3)
        XCTAssertEqual(values, [1, 3])
        XCTAssertFalse(first.hasObservers)
    }
}
