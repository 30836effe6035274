/// The sink of a single-source operator (map, filter, scan...): it receives the source's events
/// directly and forwards through `observer`, checking once per forwarded event that it was not
/// disposed. A terminal event disposes the subscription after it was forwarded, as RxSwift's
/// sinks do.
class OperatorSink<Source, Result>: ElementReceiver<Source>, ObserverType {
    private let observer: AnyObserver<Result>.EventHandler
    /// The observer's element handler, when it has one (see `ElementReceiver`).
    private let elementObserver: ((Result) -> Void)?
    private let cancel: SinkDisposer

    init(observer: AnyObserver<Result>, cancel: SinkDisposer) {
        self.observer = observer.eventHandler
        self.elementObserver = observer.elementHandler
        self.cancel = cancel
        super.init()
    }

    /// Handles one element; subclasses override it. Terminal events are forwarded by `on`.
    func next(_ element: Source) throws {}

    final func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): receive(element)
        case .error(let error): fail(error)
        case .completed:
            if !cancel.isDisposed { observer(.completed) }
            cancel.dispose()
        }
    }

    final override func receive(_ element: Source) {
        // As RxSwift's sinks: the disposed check is made once, when forwarding.
        do { try next(element) } catch { fail(error) }
    }

    final func forward(_ element: Result) {
        guard !cancel.isDisposed else { return }
        if let elementObserver {
            elementObserver(element)
        } else {
            forwardAsEvent(element)
        }
    }

    // Apart so that `forward` makes no `Event` (see `AnyObserver.deliver`).
    @inline(never)
    private final func forwardAsEvent(_ element: Result) {
        observer(.next(element))
    }

    final func fail(_ error: Swift.Error) {
        if !cancel.isDisposed { observer(.error(error)) }
        cancel.dispose()
    }
}

/// An operator that subscribes one `OperatorSink` per subscription to its source.
final class OperatorProducer<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let makeSink: (AnyObserver<Result>, SinkDisposer) -> OperatorSink<Source, Result>

    init(
        source: Observable<Source>,
        makeSink: @escaping (AnyObserver<Result>, SinkDisposer) -> OperatorSink<Source, Result>
    ) {
        self.source = source
        self.makeSink = makeSink
    }

    override func run(_ observer: AnyObserver<Result>, cancel: SinkDisposer) -> Disposable {
        source.subscribe(makeSink(observer, cancel))
    }
}

final class MapSink<Source, Result>: OperatorSink<Source, Result> {
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, observer: AnyObserver<Result>, cancel: SinkDisposer) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Source) throws {
        forward(try transform(element))
    }
}

final class CompactMapSink<Source, Result>: OperatorSink<Source, Result> {
    private let transform: (Source) throws -> Result?

    init(transform: @escaping (Source) throws -> Result?, observer: AnyObserver<Result>, cancel: SinkDisposer) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Source) throws {
        if let result = try transform(element) { forward(result) }
    }
}

final class FilterSink<Element>: OperatorSink<Element, Element> {
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Element) throws {
        if try predicate(element) { forward(element) }
    }
}

final class ScanSink<Source, Accumulate>: OperatorSink<Source, Accumulate> {
    private var accumulate: Accumulate
    private let accumulator: (inout Accumulate, Source) throws -> Void

    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void,
        observer: AnyObserver<Accumulate>, cancel: SinkDisposer
    ) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Source) throws {
        try accumulator(&accumulate, element)
        forward(accumulate)
    }
}

final class DistinctUntilChangedSink<Element, Key>: OperatorSink<Element, Element> {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    private var currentKey: Key?

    init(
        keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
        observer: AnyObserver<Element>, cancel: SinkDisposer
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Element) throws {
        let key = try keySelector(element)
        if let previous = currentKey, try comparer(previous, key) { return }
        currentKey = key
        forward(element)
    }
}
