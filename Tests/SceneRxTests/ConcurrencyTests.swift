import Dispatch
import SceneRx
import XCTest

final class ConcurrencyTests: XCTestCase {
    func testMergeSerializesEventsSentFromManyThreads() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        var count = 0
        var maxConcurrent = 0
        var inside = 0
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { _ in
            // merge forwards under one lock: no two deliveries overlap.
            inside += 1
            maxConcurrent = max(maxConcurrent, inside)
            count += 1
            inside -= 1
        })
        let box = UncheckedBox(subjects)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<1_000 { box.value[index].onNext(value) }
        }
        XCTAssertEqual(count, 4_000)
        XCTAssertEqual(maxConcurrent, 1)
        subscription.dispose()
    }

    func testSubjectsAcceptSubscriptionsAndEventsFromManyThreads() {
        let relay = BehaviorRelay(value: 0)
        let bag = UncheckedBox(DisposeBag())
        let counter = UncheckedBox(AtomicCounter())
        let box = UncheckedBox(relay)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            box.value.subscribe(onNext: { _ in counter.value.increment() }).disposed(by: bag.value)
            box.value.accept(index)
        }
        // Each of the 8 subscribers got at least its initial value.
        XCTAssertGreaterThanOrEqual(counter.value.value, 8)
    }
}

/// A counter safe to bump from several threads.
private final class AtomicCounter {
    private let lock = NSLock()
    private var count = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}
