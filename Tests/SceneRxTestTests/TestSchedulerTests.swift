import SceneRx
import SceneRxTest
import XCTest

final class TestSchedulerTests: XCTestCase {
    private struct TestError: Error, Equatable {}

    func testHotObservablePlaysAtAbsoluteTimesAndSubscriberMissesEarlierEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
        ])
        let result = scheduler.start { xs }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testHotObservablePassedInlineLivesUntilItsEventsFired() {
        // Only the subscription is kept, as when a ViewModel binds an input into a relay: the
        // scheduler alone holds the hot observable until its events fired.
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            .asObservable().subscribe(observer)
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testColdObservablePlaysRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let result = scheduler.start { xs }
        XCTAssertEqual(result.events, [.next(210, "a"), .next(220, "b"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testColdObservableRecordsEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(105, 1), .completed(110)])
        XCTAssertEqual(second.events, [.next(305, 1), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(300)])
    }

    func testStartUsesRxTestDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: TestTime?
        let xs = scheduler.createHotObservable([.next(500, 1)])
        let result = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(result.events, [.next(500, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testStartDisposedStopsRecordingAtThatTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
        let result = scheduler.start(disposed: 300) { xs }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(1, 1)])
        let result = scheduler.start(created: 10, subscribed: 20, disposed: 30) { xs }
        XCTAssertEqual(result.events, [.next(21, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(20, 30)])
    }

    func testWorkAtEqualTimesRunsInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(10) { order.append("a") }
        scheduler.scheduleAt(5) { order.append("b") }
        scheduler.scheduleAt(10) { order.append("c") }
        scheduler.scheduleAt(10) {
            order.append("d")
            // Scheduled during time 10 for time 10: runs after what was already due then.
            scheduler.scheduleAt(10) { order.append("f") }
        }
        scheduler.scheduleAt(10) { order.append("e") }
        scheduler.start()
        XCTAssertEqual(order, ["b", "a", "c", "d", "e", "f"])
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testHotEventsAtEqualTimesKeepTheirOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let result = scheduler.start { xs }
        XCTAssertEqual(result.events, [.next(210, 1), .next(210, 2), .completed(210)])
    }

    func testScheduleNowRunsOneTickLaterWithSimulatedProcessingDelay() {
        let delayed = TestScheduler(initialClock: 0)
        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var times: [TestTime] = []
        delayed.scheduleAt(50) {
            _ = delayed.schedule(()) { _ in
                times.append(delayed.clock)
                return Disposables.create()
            }
        }
        immediate.scheduleAt(50) {
            _ = immediate.schedule(()) { _ in
                times.append(immediate.clock)
                return Disposables.create()
            }
        }
        delayed.start()
        immediate.start()
        XCTAssertEqual(times, [51, 50])
    }

    func testScheduleRelativeConvertsIntervalsWithResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var time: TestTime?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            time = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(time, 20)
    }

    func testDisposedWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let work = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            ran = true
            return Disposables.create()
        }
        work.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testAdvanceToRunsDueWorkOnlyAndMovesTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [Int] = []
        scheduler.scheduleAt(10) { order.append(10) }
        scheduler.scheduleAt(30) { order.append(30) }
        scheduler.advanceTo(20)
        XCTAssertEqual(order, [10])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(order, [10, 30])
    }

    func testStopEndsTheRunAndSleepMovesTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [Int] = []
        scheduler.scheduleAt(10) {
            order.append(10)
            scheduler.stop()
        }
        scheduler.scheduleAt(20) { order.append(20) }
        scheduler.start()
        XCTAssertEqual(order, [10])
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, 15)
    }

    func testObserveOnTestSchedulerDelaysEachEventByOneTickInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.asObservable().observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .next(221, 2), .completed(231)])
    }

    func testErrorsCompareEqualByTypeAndDescription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let result = scheduler.start { xs }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertNotEqual(result.events.last, .completed(220))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRecordedHelpersAndDescriptions() {
        let events = Recorded.events(.next(1, "x"), .completed(2))
        XCTAssertEqual(events.map(\.time), [1, 2])
        XCTAssertEqual(events.first?.value.element, "x")
        XCTAssertEqual(String(reflecting: Subscription(200, 300)), "(200: 300)")
        XCTAssertEqual(String(reflecting: Subscription(200)), "(200: Infinity)")
        XCTAssertRecordedElements([.next(5, 1), .next(6, 2)], [1, 2])
    }

    func testOptionalElementsCompare() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, nil), .next(220, Optional(1))])
        let result = scheduler.start { xs }
        XCTAssertEqual(result.events, [.next(210, nil), .next(220, 1)])
    }
}
