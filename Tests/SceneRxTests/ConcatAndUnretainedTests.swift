import SceneRx
import SceneRxTest
import XCTest

final class ConcatAndUnretainedTests: XCTestCase {
    func testConcatSubscribesEachSourceAfterThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let result = scheduler.start { first.asObservable().concat(second) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])
    }

    func testConcatKeepsALaterSourceAfterASynchronousOne() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        _ = Observable.just(1).concat(subject).subscribe(onNext: { values.append($0) })
        subject.onNext(2)
        XCTAssertEqual(values, [1, 2])
    }

    func testConcatStopsAtTheFirstError() {
        var events: [Event<Int>] = []
        _ = Observable.concat(.just(1), .error(TestError()), .just(3)).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .error(TestError())])
    }

    func testWithUnretainedPairsWithTheObjectAndCompletesOnceItIsGone() {
        let subject = PublishSubject<Int>()
        var owner: Token? = Token()
        var events: [String] = []
        _ = subject.withUnretained(owner ?? Token()).subscribe(
            onNext: { pair in events.append("next \(pair.1)") }, onCompleted: { events.append("completed") })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        XCTAssertEqual(events, ["next 1", "completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testWithUnretainedForwardsOtherErrors() {
        let owner = Token()
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(TestError()).withUnretained(owner) { _, value in value }.subscribe {
            events.append($0)
        }
        XCTAssertEqual(events, [.error(TestError())])
    }
}
