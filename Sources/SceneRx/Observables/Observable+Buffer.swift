import Foundation

extension ObservableType {
    /// Emits the elements in arrays: one when `count` elements were gathered or `timeSpan`
    /// passed since the last array (which may then be empty), and the rest when the source
    /// completes; an error drops the gathered elements.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Observable.create { observer in
            BufferSink(count: count, timeSpan: timeSpan, scheduler: scheduler, observer: observer).run(source)
        }
    }
}

/// One subscription of `buffer`: each window has an id, and a timer only ends the window it
/// was started for.
private final class BufferSink<Element> {
    private let count: Int
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType
    private let observer: AnyObserver<[Element]>
    private let lock = NSRecursiveLock()
    private let timer = SerialDisposable()
    private var buffer: [Element] = []
    private var windowID = 0

    init(count: Int, timeSpan: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<[Element]>) {
        self.count = count
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        self.observer = observer
    }

    func run(_ source: Observable<Element>) -> Disposable {
        createTimer(windowID)
        return Disposables.create(timer, source.subscribe { self.on($0) })
    }

    private func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count == count { startNewWindowAndSendCurrentOne() }
        case .error(let error):
            buffer = []
            observer.onError(error)
        case .completed:
            observer.onNext(buffer)
            observer.onCompleted()
        }
    }

    private func startNewWindowAndSendCurrentOne() {
        windowID &+= 1
        let sent = buffer
        buffer = []
        observer.onNext(sent)
        createTimer(windowID)
    }

    private func createTimer(_ id: Int) {
        if timer.isDisposed || windowID != id { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(
            scheduler.scheduleRelative(id, dueTime: timeSpan) { previous in
                self.lock.lock()
                defer { self.lock.unlock() }
                if previous == self.windowID { self.startNewWindowAndSendCurrentOne() }
                return Disposables.create()
            })
    }
}
