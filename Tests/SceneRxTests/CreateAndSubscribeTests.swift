import SceneRx
import SceneRxTest
import XCTest

final class CreateAndSubscribeTests: XCTestCase {
    func testCreateIgnoresEventsAfterTheFirstStopEventAndDisposesItsResource() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            return Disposables.create { log.append("resource disposed") }
        }
        _ = source.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next 1", "completed", "disposed", "resource disposed"])
    }

    func testADisposedSubscriptionReceivesNothingMore() {
        var observer: AnyObserver<Int>?
        var resourceDisposed = false
        let source = Observable<Int>.create { o in
            observer = o
            return Disposables.create { resourceDisposed = true }
        }
        var received: [Int] = []
        var disposedCalls = 0
        let subscription = source.subscribe(onNext: { received.append($0) }, onDisposed: { disposedCalls += 1 })
        observer?.onNext(1)
        subscription.dispose()
        observer?.onNext(2)
        observer?.onCompleted()
        subscription.dispose()
        XCTAssertEqual(received, [1])
        XCTAssertTrue(resourceDisposed)
        XCTAssertEqual(disposedCalls, 1)
    }

    func testErrorReachesOnErrorThenOnDisposed() {
        var log: [String] = []
        _ = Observable<Int>.error(TestError(id: 3)).subscribe(
            onNext: { _ in log.append("next") },
            onError: { log.append("error \(($0 as? TestError)?.id ?? -1)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["error 3", "disposed"])
    }

    func testUnhandledErrorGoesToTheDefaultHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [Error] = []
        Hooks.defaultErrorHandler = { _, error in handled.append(error) }
        _ = Observable<Int>.error(TestError()).subscribe(onNext: { _ in })
        XCTAssertEqual(handled.count, 1)
    }

    /// As RxSwift: with `recordCallStackOnError` on, the stack is captured once, when
    /// subscribing, and handed to the handler with the error; with it off nothing is captured.
    func testTheCapturedCallStackReachesTheDefaultHandlerOnlyWhenRecording() {
        let originals = (
            Hooks.defaultErrorHandler, Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack
        )
        defer {
            (Hooks.defaultErrorHandler, Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack) =
                originals
        }
        var stacks: [[String]] = []
        var captures = 0
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = {
            captures += 1
            return ["frame \(captures)"]
        }
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { _ in })
        Hooks.recordCallStackOnError = true
        _ = subject.subscribe(onNext: { _ in })
        XCTAssertEqual(captures, 1, "captured at the second subscription only")
        subject.onError(TestError())
        XCTAssertEqual(stacks, [[], ["frame 1"]])
    }

    func testSubscribeWithObjectPassesItAndStopsOnceItIsGone() {
        final class Owner {
            var received: [Int] = []
        }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var disposedWithOwner = false
        let subscription = subject.subscribe(
            with: owner ?? Owner(),
            onNext: { owner, value in owner.received.append(value) },
            onDisposed: { _ in disposedWithOwner = true })
        subject.onNext(1)
        XCTAssertEqual(owner?.received, [1])
        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) must not retain the object")
        subject.onNext(2)
        subscription.dispose()
        XCTAssertFalse(disposedWithOwner)
    }

    func testClosureSubscriptionSeesRawEvents() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testObserverHelpers() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        observer.onNext(1)
        observer.mapObserver { (text: String) in text.count }.onNext("abc")
        observer.asObserver().onError(TestError())
        observer.onCompleted()
        XCTAssertEqual(events, [.next(1), .next(3), .error(TestError()), .completed])
    }

    func testASubscriptionLeavesNoRetainCycleOnceDisposed() {
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            subscription =
                subject
                .map { [token] value in (token, value) }
                .filter { _ in true }
                .flatMapLatest { pair in Observable.just(pair.1) }
                .subscribe(onNext: { [token] _ in _ = token })
        }
        subject.onNext(1)
        XCTAssertNotNil(weakToken, "alive while subscribed")
        subscription?.dispose()
        XCTAssertNil(weakToken, "a disposed subscription must release its closures")
        XCTAssertFalse(subject.hasObservers)
    }

    func testACompletedSubscriptionLeavesNoRetainCycle() {
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            _ = Observable.of(1, 2)
                .map { [token] value in (token, value) }
                .share(replay: 1)
                .subscribe(onNext: { [token] _ in _ = token })
        }
        XCTAssertNil(weakToken)
    }
}
