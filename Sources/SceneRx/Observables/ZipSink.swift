import Foundation

/// The rules of `zip`, as RxSwift's: a result each time every source has a queued element;
/// completion when every source has completed; the first error ends everything.
final class ZipSink<Result> {
    private let observer: AnyObserver<Result>
    private let lock = NSRecursiveLock()
    private var isDone: [Bool]
    private var subscriptions: [SingleAssignmentDisposable]

    /// Whether every source has a queued element; set before subscribing.
    var hasAll: () -> Bool = { false }
    /// Dequeues one element of every source and builds the result; set before subscribing.
    var getResult: () throws -> Result = { throw RxError.noElements }

    init(arity: Int, observer: AnyObserver<Result>) {
        self.observer = observer
        isDone = Array(repeating: false, count: arity)
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
    }

    /// Every source subscription.
    var disposable: Disposable { Disposables.create(subscriptions) }

    /// Subscribes source `index`; `enqueue` queues its elements (called under the lock).
    func subscribe<Element>(_ source: Observable<Element>, index: Int, enqueue: @escaping (Element) -> Void) {
        let this = subscriptions[index]
        this.setDisposable(
            source.subscribe { [self] event in
                lock.lock()
                defer { lock.unlock() }
                switch event {
                case .next(let element):
                    enqueue(element)
                    guard hasAll() else { return }
                    do {
                        observer.onNext(try getResult())
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error):
                    this.dispose()
                    observer.onError(error)
                case .completed:
                    this.dispose()
                    isDone[index] = true
                    if isDone.allSatisfy({ $0 }) { observer.onCompleted() }
                }
            })
    }
}
