import SceneRx
import SceneRxTest
import XCTest

final class FactoryTests: XCTestCase {
    private func events<T>(of source: Observable<T>) -> [Event<T>] {
        var events: [Event<T>] = []
        _ = source.subscribe { events.append($0) }
        return events
    }

    func testJustEmptyNeverError() {
        XCTAssertEqual(events(of: .just(1)), [.next(1), .completed])
        XCTAssertEqual(events(of: Observable<Int>.empty()), [.completed])
        XCTAssertEqual(events(of: Observable<Int>.never()), [])
        XCTAssertEqual(events(of: Observable<Int>.error(TestError())), [.error(TestError())])
    }

    func testOfAndFrom() {
        XCTAssertEqual(events(of: .of(1, 2, 3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(events(of: .from([4, 5])), [.next(4), .next(5), .completed])
        XCTAssertEqual(events(of: .from(1...2)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(of: .from(optional: Int?.none)), [.completed])
    }

    func testOfIsTrampolinedSoMergedSequencesInterleave() {
        // RxSwift schedules `of` on the CurrentThreadScheduler: both sources are subscribed
        // before either emits, then they take turns.
        XCTAssertEqual(
            events(of: .merge(.of(1, 2), .of(10, 20))),
            [.next(1), .next(10), .next(2), .next(20), .completed])
    }

    func testOfOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testJustOnASchedulerCompletesInASecondRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.just(1, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .completed(202)])
    }

    func testDeferredCallsTheFactoryPerSubscriptionAndTurnsAThrowIntoAnError() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        XCTAssertEqual(events(of: source), [.next(1), .completed])
        XCTAssertEqual(events(of: source), [.next(2), .completed])
        let failing = Observable<Int>.deferred { throw TestError() }
        XCTAssertEqual(events(of: failing), [.error(TestError())])
    }

    func testCurrentThreadSchedulerQueuesNestedWork() {
        var order: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("inner")
                return Disposables.create()
            }
            order.append("outer")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["outer", "inner"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }
}
