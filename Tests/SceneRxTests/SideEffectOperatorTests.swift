import SceneRx
import SceneRxTest
import XCTest

final class SideEffectOperatorTests: XCTestCase {
    func testDoRunsHandlersAroundEachEventAndSubscription() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription =
            subject
            .do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(
            log,
            [
                "onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1",
                "onCompleted", "completed", "afterCompleted", "onDispose",
            ])
    }

    func testDoOnErrorAndAThrowingHandler() {
        var seen: [Error] = []
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(TestError(id: 1)).do(onError: { seen.append($0) }).subscribe { events.append($0) }
        XCTAssertEqual(seen.count, 1)
        XCTAssertEqual(events, [.error(TestError(id: 1))])

        var thrown: [Event<Int>] = []
        _ = Observable.of(1, 2).do(onNext: { _ in throw TestError(id: 2) }).subscribe { thrown.append($0) }
        XCTAssertEqual(thrown, [.error(TestError(id: 2))])
    }

    func testDoOnDisposeRunsWhenDisposedEarly() {
        var disposed = 0
        let subscription = Observable<Int>.never().do(onDispose: { disposed += 1 }).subscribe()
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testCatchContinuesWithTheRecoverySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let recovery = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let result = scheduler.start { xs.catch { _ in recovery.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 9), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(recovery.subscriptions, [Subscription(220, 240)])
    }

    func testCatchHandlerThrowAndCatchAndReturn() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(TestError(id: 1)).catch { _ in throw TestError(id: 2) }.subscribe {
            events.append($0)
        }
        XCTAssertEqual(events, [.error(TestError(id: 2))])

        var returned: [Event<Int>] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError())
            return Disposables.create()
        }
        .catchAndReturn(0)
        .subscribe { returned.append($0) }
        XCTAssertEqual(returned, [.next(1), .next(0), .completed])
    }

    func testCatchKeepsARecoveryStartedSynchronously() {
        let relay = PublishSubject<Int>()
        var values: [Int] = []
        _ = Observable<Int>.error(TestError()).catch { _ in relay.asObservable() }.subscribe(onNext: {
            values.append($0)
        })
        relay.onNext(5)
        XCTAssertEqual(values, [5], "the recovery subscription must survive the source's synchronous error")
    }

    func testObserveOnMainSchedulerDeliversAtOnceOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        var values: [Int] = []
        _ = Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func testMainSchedulerHopsToTheMainThreadFromABackgroundThread() {
        let delivered = expectation(description: "delivered on main")
        let subject = PublishSubject<Int>()
        var deliveredOnMain = false
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { _ in
            deliveredOnMain = Thread.isMainThread
            delivered.fulfill()
        })
        let box = UncheckedBox(subject)
        let thread = Thread { box.value.onNext(1) }
        thread.start()
        wait(for: [delivered], timeout: 5)
        XCTAssertTrue(deliveredOnMain)
        subscription.dispose()
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let result = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
        XCTAssertEqual(result.events, [.next(211, 1)])
    }
}
