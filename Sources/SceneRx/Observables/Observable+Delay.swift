import Foundation

extension ObservableType {
    /// Shifts every element and the completion by `dueTime`; an error is passed on at once.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler).run(source)
        }
    }
}

/// Queues events with their arrival time and drains them `dueTime` later: the first due event
/// is sent when the drain runs, and each following one is rescheduled for what remains of its
/// own delay (as RxSwift's `delay`, including its processing-delay tick for simultaneous events).
private final class DelaySink<Element> {
    private let observer: AnyObserver<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = NSRecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let drain = SerialDisposable()
    private var active = false
    private var running = false
    private var failure: Event<Element>?
    private var queue: [(time: Date, event: Event<Element>)] = []

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.observer = observer
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe { [self] event in on(event) })
        return Disposables.create(sourceSubscription, drain)
    }

    private func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        lock.lock()
        if case .error = event {
            let sendNow = !running
            queue = []
            failure = event
            lock.unlock()
            if sendNow { observer.on(event) }
            return
        }
        let schedule = !active
        active = true
        queue.append((scheduler.now, event))
        lock.unlock()
        if schedule { scheduleDrain(after: dueTime) }
    }

    private func scheduleDrain(after interval: RxTimeInterval) {
        drain.disposable = scheduler.scheduleRelative((), dueTime: interval) { [self] _ in
            drainQueue()
            return Disposables.create()
        }
    }

    private func drainQueue() {
        lock.lock()
        let failed = failure != nil
        if !failed { running = true }
        lock.unlock()
        if failed { return }
        var sentOne = false
        while true {
            lock.lock()
            let failure = self.failure
            let sendNow = sentOne || queue.isEmpty ? nil : queue.removeFirst().event
            let nextTime = sentOne && !queue.isEmpty ? queue[0].time : nil
            if failure == nil && sendNow == nil {
                running = false
                if nextTime == nil { active = false }
            }
            lock.unlock()
            if let failure {
                observer.on(failure)
                return
            }
            if let event = sendNow {
                sentOne = true
                observer.on(event)
                if event.isStopEvent { return }
            } else if let nextTime {
                scheduleDrain(after: dueTime.reduced(earlier: nextTime, later: scheduler.now))
                return
            } else {
                return
            }
        }
    }
}
