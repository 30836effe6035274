import Foundation

extension ObservableType {
    /// Pairs the n-th elements of every source; completes when all sources have completed, or
    /// when all but one have and the remaining one emits while another's queue is empty (as
    /// RxSwift's collection `zip`).
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable.create { observer in
            if sources.isEmpty {
                observer.onCompleted()
                return Disposables.create()
            }
            let sink = ZipCollectionSink(sources: sources, observer: observer, resultSelector: resultSelector)
            return sink.run()
        }
    }

    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

private final class ZipCollectionSink<Source, Result> {
    private let sources: [Observable<Source>]
    private let observer: AnyObserver<Result>
    private let resultSelector: ([Source]) throws -> Result
    private let lock = NSRecursiveLock()
    private var queues: [[Source]]
    private var isDone: [Bool]
    private var numberOfValues = 0
    private var numberOfDone = 0
    private let subscriptions: [SingleAssignmentDisposable]

    init(
        sources: [Observable<Source>], observer: AnyObserver<Result>,
        resultSelector: @escaping ([Source]) throws -> Result
    ) {
        self.sources = sources
        self.observer = observer
        self.resultSelector = resultSelector
        queues = Array(repeating: [], count: sources.count)
        isDone = Array(repeating: false, count: sources.count)
        subscriptions = sources.map { _ in SingleAssignmentDisposable() }
    }

    func run() -> Disposable {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe { [self] event in on(event, at: index) })
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<Source>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            queues[index].append(element)
            if queues[index].count == 1 { numberOfValues += 1 }
            if numberOfValues < sources.count {
                if numberOfDone == sources.count - 1 { observer.onCompleted() }
                return
            }
            numberOfValues = 0
            var arguments: [Source] = []
            arguments.reserveCapacity(sources.count)
            for position in queues.indices {
                arguments.append(queues[position].removeFirst())
                if !queues[position].isEmpty { numberOfValues += 1 }
            }
            do {
                observer.onNext(try resultSelector(arguments))
            } catch {
                observer.onError(error)
            }
        case .error(let error):
            observer.onError(error)
        case .completed:
            guard !isDone[index] else { return }
            isDone[index] = true
            numberOfDone += 1
            if numberOfDone == sources.count {
                observer.onCompleted()
            } else {
                subscriptions[index].dispose()
            }
        }
    }
}
