import SceneRx
import SceneRxTest
import XCTest

final class SubjectTests: XCTestCase {
    private func record<O: ObservableType>(_ source: O) -> (events: () -> [Event<O.Element>], disposable: Disposable) {
        var events: [Event<O.Element>] = []
        let disposable = source.subscribe { events.append($0) }
        return ({ events }, disposable)
    }

    func testPublishSubjectSendsOnlyLaterEventsAndTheTerminalEventAfterCompletion() {
        let subject = PublishSubject<Int>()
        subject.onNext(0)
        let early = record(subject)
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        let late = record(subject)
        XCTAssertEqual(early.events(), [.next(1), .completed])
        XCTAssertEqual(late.events(), [.completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testPublishSubjectAfterErrorAndAfterDispose() {
        let subject = PublishSubject<Int>()
        subject.onError(TestError())
        XCTAssertEqual(record(subject).events(), [.error(TestError())])

        let disposed = PublishSubject<Int>()
        disposed.dispose()
        XCTAssertTrue(disposed.isDisposed)
        let events = record(disposed).events()
        XCTAssertEqual(events.count, 1)
        guard case .error(RxError.disposed)? = events.first else {
            return XCTFail("expected RxError.disposed, got \(events)")
        }
    }

    func testDisposingOneSubscriptionKeepsTheOthers() {
        let subject = PublishSubject<Int>()
        let a = record(subject)
        let b = record(subject)
        a.disposable.dispose()
        subject.onNext(1)
        XCTAssertEqual(a.events(), [])
        XCTAssertEqual(b.events(), [.next(1)])
    }

    func testBehaviorSubjectReplaysItsValueAndThrowsAfterAnError() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        let first = record(subject)
        subject.onNext(2)
        let second = record(subject)
        XCTAssertEqual(first.events(), [.next(1), .next(2)])
        XCTAssertEqual(second.events(), [.next(2)])
        XCTAssertEqual(try subject.value(), 2)

        subject.onError(TestError(id: 4))
        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(error as? TestError, TestError(id: 4))
        }
        XCTAssertEqual(record(subject).events(), [.error(TestError(id: 4))])
    }

    func testBehaviorSubjectAfterCompletionAndDispose() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        subject.onNext(5)
        XCTAssertEqual(try subject.value(), 1, "the last value stays readable after completion")
        XCTAssertEqual(record(subject).events(), [.completed])

        subject.dispose()
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("expected RxError.disposed") }
        }
    }

    func testReplaySubjectReplaysItsBufferThenTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(record(subject).events(), [.next(2), .next(3)])
        subject.onCompleted()
        XCTAssertEqual(record(subject).events(), [.next(2), .next(3), .completed])

        let unbounded = ReplaySubject<Int>.createUnbounded()
        unbounded.onNext(1)
        unbounded.onNext(2)
        XCTAssertEqual(record(unbounded).events(), [.next(1), .next(2)])
    }

    func testRelaysNeverTerminateAndExposeTheirValue() {
        let behavior = BehaviorRelay(value: "a")
        let recorded = record(behavior)
        behavior.accept("b")
        XCTAssertEqual(behavior.value, "b")
        XCTAssertEqual(recorded.events(), [.next("a"), .next("b")])

        let publish = PublishRelay<Int>()
        publish.accept(0)
        let published = record(publish)
        publish.accept(1)
        XCTAssertEqual(published.events(), [.next(1)])
    }

    func testEmittingFromInsideOnNextIsDeliveredDepthFirst() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 { subject.onNext(2) }
        })
        _ = subject.subscribe(onNext: { value in log.append("b\(value)") })
        subject.onNext(1)
        // As in RxSwift: the nested event reaches every observer before the outer one goes on.
        XCTAssertEqual(log, ["a1", "a2", "b2", "b1"])
    }

    func testAcceptingFromInsideABehaviorRelaySubscriber() {
        let relay = BehaviorRelay(value: 0)
        var seen: [Int] = []
        _ = relay.subscribe(onNext: { value in
            seen.append(value)
            if value < 3 { relay.accept(value + 1) }
        })
        XCTAssertEqual(seen, [0, 1, 2, 3])
        XCTAssertEqual(relay.value, 3)
    }

    func testSubjectIsAnObserverForBind() {
        let subject = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        var values: [Int] = []
        _ = behavior.subscribe(onNext: { values.append($0) })
        _ = subject.bind(to: behavior.asObserver())
        subject.onNext(1)
        XCTAssertEqual(values, [0, 1])
    }
}
