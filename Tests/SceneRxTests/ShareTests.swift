import SceneRx
import SceneRxTest
import XCTest

final class ShareTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testShareSubscribesTheSourceOnceForAllSubscribers() {
        var subscriptions = 0
        let subject = PublishSubject<Int>()
        let shared = Observable<Int>.deferred {
            subscriptions += 1
            return subject.asObservable()
        }.share()
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let b = shared.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2], "replay 0: a late subscriber gets no earlier element")
        a.dispose()
        b.dispose()
        XCTAssertFalse(subject.hasObservers, "the last subscriber leaving disconnects")
    }

    func testWhileConnectedReconnectsWithAnEmptyBufferAfterEveryoneLeft() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(150) { subscription?.dispose() }
        scheduler.scheduleAt(200) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2)])
        // No replay of 2 from the old connection: the source is subscribed again.
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 150), Subscription(200, 300)])
    }

    func testWhileConnectedReconnectsAfterTheSourceCompleted() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions.count, 2)
    }

    func testReplayOneGivesTheLatestElementToALateSubscriber() {
        let xs = scheduler.createHotObservable([.next(110, 1), .next(120, 2), .next(210, 3)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(200, 2), .next(210, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100)])
    }

    func testForeverKeepsItsBufferAndTerminalEventForLateSubscribers() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2), .completed(130)])
        XCTAssertEqual(second.events, [.next(200, 2), .completed(200)])
    }

    func testForeverReplaysAcrossDisconnection() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 2, scope: .forever)
        let a = shared.subscribe()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        a.dispose()
        XCTAssertFalse(subject.hasObservers)
        var late: [Int] = []
        _ = shared.subscribe(onNext: { late.append($0) })
        XCTAssertEqual(late, [2, 3])
        XCTAssertTrue(subject.hasObservers, "a new subscriber reconnects")
    }
}
