import Foundation

/// The rules of `combineLatest`, as RxSwift's: a result for every element once every source
/// has emitted; completion when every source has completed, or when a source emits while all
/// the others are done without having all emitted; the first error ends everything.
@usableFromInline
final class CombineLatestSink<Result> {
    private let observer: AnyObserver<Result>
    private let lock = NSRecursiveLock()
    private let arity: Int
    private var hasValue: [Bool]
    private var isDone: [Bool]
    private var numberOfValues = 0
    private var numberOfDone = 0
    private var subscriptions: [SingleAssignmentDisposable]

    /// Builds the result from the latest elements; set before subscribing.
    @usableFromInline var getResult: () throws -> Result = { throw RxError.noElements }

    @usableFromInline
    init(arity: Int, observer: AnyObserver<Result>) {
        self.arity = arity
        self.observer = observer
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
    }

    /// Every source subscription.
    @usableFromInline var disposable: Disposable { Disposables.create(subscriptions) }

    /// Subscribes source `index`; `store` keeps its latest element (called under the lock).
    func subscribe<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) {
        let this = subscriptions[index]
        this.setDisposable(source.subscribe(CombineLatestSource(sink: self, index: index, store: store, this: this)))
    }

    /// Handles one source's event (the sources' observers call it).
    fileprivate func on<Element>(
        _ event: Event<Element>, index: Int, store: (Element) -> Void, this: SingleAssignmentDisposable
    ) {
        lock.lock()
        switch event {
        case .next(let element):
            store(element)
            next(index)
        case .error(let error):
            this.dispose()
            observer.onError(error)
        case .completed:
            this.dispose()
            done(index)
        }
        lock.unlock()
    }

    /// With no sources at all: the result of no elements, then completion, as in RxSwift.
    func completeEmpty() {
        do {
            observer.onNext(try getResult())
            observer.onCompleted()
        } catch {
            observer.onError(error)
        }
    }

    private func next(_ index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        if numberOfValues == arity {
            do {
                observer.onNext(try getResult())
            } catch {
                observer.onError(error)
            }
        } else if (0..<arity).allSatisfy({ $0 == index || isDone[$0] }) {
            observer.onCompleted()
        }
    }

    private func done(_ index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == arity { observer.onCompleted() }
    }
}

/// The observer of one `combineLatest` source: a class of its own rather than a subscribed
/// closure, one call less per event on the hottest part of combineLatest.
private final class CombineLatestSource<Element, Result>: ObserverType {
    private let sink: CombineLatestSink<Result>
    private let index: Int
    private let store: (Element) -> Void
    private let this: SingleAssignmentDisposable

    init(
        sink: CombineLatestSink<Result>, index: Int, store: @escaping (Element) -> Void,
        this: SingleAssignmentDisposable
    ) {
        self.sink = sink
        self.index = index
        self.store = store
        self.this = this
    }

    func on(_ event: Event<Element>) {
        sink.on(event, index: index, store: store, this: this)
    }
}
