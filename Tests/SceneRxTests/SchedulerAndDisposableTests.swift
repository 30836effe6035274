import Dispatch
import Foundation
import SceneRx
import XCTest

/// The schedulers and disposables RxSwift has beside the main-thread ones: dispatch-queue and
/// operation-queue schedulers run work off the main thread and cancel it when disposed;
/// `HistoricalScheduler` runs work in date order without waiting; `RefCountDisposable` and
/// `ScheduledDisposable` dispose when and where they promise.
final class SchedulerAndDisposableTests: XCTestCase {
    private func runs(on scheduler: ImmediateSchedulerType, file: StaticString = #filePath, line: UInt = #line) {
        let done = expectation(description: "ran")
        let ranOnMain = SharedValue(true)
        _ = scheduler.schedule(()) { _ in
            ranOnMain.value = Thread.isMainThread
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertFalse(ranOnMain.value, "work ran on the main thread", file: file, line: line)
    }

    func testDispatchAndOperationQueueSchedulersRunWorkOffTheMainThread() {
        runs(on: SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial"))
        runs(on: SerialDispatchQueueScheduler(qos: .userInitiated))
        runs(on: ConcurrentDispatchQueueScheduler(qos: .utility))
        let queue = OperationQueue()
        runs(on: OperationQueueScheduler(operationQueue: queue, queuePriority: .high))
    }

    func testObserveOnASerialQueueKeepsOrderAndCancelledWorkNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.order")
        let done = expectation(description: "completed")
        let received = SharedValue<[Int]>([])
        let subscription = Observable.from(Array(1...50)).observe(on: scheduler).subscribe(
            onNext: { received.value.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received.value, Array(1...50))

        let ran = SharedValue(false)
        let pending = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            ran.value = true
            return Disposables.create()
        }
        pending.dispose()
        let later = expectation(description: "after the due time")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(120)) { _ in
            later.fulfill()
            return Disposables.create()
        }
        wait(for: [later], timeout: 5)
        XCTAssertFalse(ran.value, "disposed work ran")
    }

    func testIntervalOnADispatchSchedulerTicksUntilDisposed() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let third = expectation(description: "three ticks")
        let ticks = SharedValue<[Int]>([])
        let lock = NSLock()
        let subscription = Observable<Int>.interval(.milliseconds(10), scheduler: scheduler).subscribe(onNext: {
            lock.lock()
            ticks.value.append($0)
            if ticks.value.count == 3 { third.fulfill() }
            lock.unlock()
        })
        wait(for: [third], timeout: 5)
        subscription.dispose()
        lock.lock()
        XCTAssertEqual(Array(ticks.value.prefix(3)), [0, 1, 2])
        lock.unlock()
    }

    func testConcurrentMainSchedulerRunsAtOnceOnTheMainThread() {
        var order: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            // Inside main-scheduler work MainScheduler would queue; ConcurrentMainScheduler runs at once.
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                order.append("inner")
                return Disposables.create()
            }
            order.append("outer")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["inner", "outer"])
    }

    func testHistoricalSchedulerRunsWorkInDateOrderWithoutWaiting() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var seen: [String] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
            seen.append("30 at \(Int(scheduler.now.timeIntervalSince(start)))")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
            seen.append("10 at \(Int(scheduler.now.timeIntervalSince(start)))")
            return Disposables.create()
        }
        let cancelled = scheduler.scheduleAbsoluteVirtual((), time: start.addingTimeInterval(20)) { _ in
            seen.append("20")
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(seen, ["10 at 10", "30 at 30"])
        XCTAssertEqual(scheduler.clock, start.addingTimeInterval(30))
    }

    func testVirtualTimeSchedulerCanBeSubclassedWithItsOwnConverter() {
        final class TickScheduler: VirtualTimeScheduler<TickConverter> {
            init() { super.init(initialClock: 0, converter: TickConverter()) }
            // Shifts everything due now to the next tick, as TestScheduler does.
            override func adjustScheduledTime(_ time: Int) -> Int { time <= clock ? clock + 1 : time }
        }
        let scheduler = TickScheduler()
        var events: [String] = []
        _ = Observable.just(1).delay(.seconds(5), scheduler: scheduler).observe(on: scheduler).subscribe(
            onNext: { events.append("\(scheduler.clock):\($0)") },
            onCompleted: { events.append("\(scheduler.clock):|") })
        scheduler.advanceTo(3)
        XCTAssertEqual(events, [])
        scheduler.start()
        XCTAssertEqual(events, ["6:1", "7:|"])
    }

    func testRefCountDisposableDisposesAfterThePrimaryAndEveryRetainedOne() {
        let resource = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: resource)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(resource.isDisposed, "disposed while retained")
        first.dispose()
        first.dispose()
        XCTAssertFalse(resource.isDisposed, "a dependent disposed twice counted twice")
        second.dispose()
        XCTAssertTrue(resource.isDisposed)
        XCTAssertTrue(refCount.isDisposed)
        refCount.retain().dispose()
        XCTAssertTrue(resource.isDisposed)
    }

    func testScheduledDisposableDisposesOnItsScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.dispose")
        let done = expectation(description: "disposed")
        let onMain = SharedValue(true)
        let scheduled = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create {
                onMain.value = Thread.isMainThread
                done.fulfill()
            })
        XCTAssertFalse(scheduled.isDisposed)
        scheduled.dispose()
        wait(for: [done], timeout: 5)
        XCTAssertFalse(onMain.value)
        XCTAssertTrue(scheduled.isDisposed)
    }

    func testDisposeBagResultBuilderHoldsEveryDisposableOfTheBlock() {
        let a = BooleanDisposable()
        let b = BooleanDisposable()
        let c = BooleanDisposable()
        var bag: DisposeBag? = DisposeBag {
            a
            b
        }
        bag?.insert {
            c
        }
        XCTAssertFalse(a.isDisposed || b.isDisposed || c.isDisposed)
        bag = nil
        XCTAssertTrue(a.isDisposed && b.isDisposed && c.isDisposed)
        XCTAssertNil(bag)
    }
}

/// `Int` ticks of one second, for a `VirtualTimeScheduler` subclass of a test's own.
private struct TickConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970.rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval.rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

/// A value shared with work on another queue; each test reads it only after waiting for that work.
// @unchecked Sendable: written on the scheduler's queue before the expectation is fulfilled, read
// on the main thread after the wait (or under the test's lock).
private final class SharedValue<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
