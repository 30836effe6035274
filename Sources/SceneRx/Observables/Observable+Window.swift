import Foundation

extension ObservableType {
    /// Emits the elements in windows, each an observable: a window completes when it holds
    /// `count` elements or `timeSpan` passed since it opened, and the next one opens at once.
    /// The source subscription lasts while the outer subscription or a window subscription
    /// does.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        let source = asObservable()
        return Observable.create { observer in
            WindowSink(count: count, timeSpan: timeSpan, scheduler: scheduler, observer: observer).run(source)
        }
    }
}

/// One subscription of `window`: the open window's subject, its element count and id; a timer
/// only ends the window it was started for.
private final class WindowSink<Element> {
    private let count: Int
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType
    private let observer: AnyObserver<Observable<Element>>
    private let lock = NSRecursiveLock()
    private var subject = PublishSubject<Element>()
    private var elementCount = 0
    private var windowID = 0
    private let timer = SerialDisposable()
    private let group = CompositeDisposable()
    private let shared: SharedDisposable

    init(count: Int, timeSpan: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Observable<Element>>) {
        self.count = count
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        self.observer = observer
        _ = group.insert(timer)
        shared = SharedDisposable(disposable: group)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        observer.onNext(currentWindow())
        createTimer(windowID)
        _ = group.insert(source.subscribe { self.on($0) })
        return shared
    }

    private func currentWindow() -> Observable<Element> {
        let subject = self.subject
        let shared = self.shared
        return Observable.create { windowObserver in
            let release = shared.retain()
            return Disposables.create(release, subject.subscribe(windowObserver))
        }
    }

    private func startNewWindowAndCompleteCurrentOne() {
        subject.onCompleted()
        subject = PublishSubject()
        observer.onNext(currentWindow())
    }

    private func on(_ event: Event<Element>) {
        lock.lock()
        var newID: Int?
        switch event {
        case .next(let element):
            subject.onNext(element)
            elementCount += 1
            if elementCount == count {
                elementCount = 0
                windowID += 1
                newID = windowID
                startNewWindowAndCompleteCurrentOne()
            }
        case .error(let error):
            subject.onError(error)
            observer.onError(error)
        case .completed:
            subject.onCompleted()
            observer.onCompleted()
        }
        lock.unlock()
        if let newID { createTimer(newID) }
    }

    private func createTimer(_ id: Int) {
        if timer.isDisposed || windowID != id { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(
            scheduler.scheduleRelative(id, dueTime: timeSpan) { previous in
                var newID: Int?
                self.lock.lock()
                if previous == self.windowID {
                    self.elementCount = 0
                    self.windowID &+= 1
                    newID = self.windowID
                    self.startNewWindowAndCompleteCurrentOne()
                }
                self.lock.unlock()
                if let newID { self.createTimer(newID) }
                return Disposables.create()
            })
    }
}
