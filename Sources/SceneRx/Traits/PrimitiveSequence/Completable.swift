/// The trait of `Completable`: completion or an error, never an element.
public enum CompletableTrait {}

/// Completion or an error.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers.
@frozen public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable that runs `subscribe` for each subscription; the first event it sends wins.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes one closure for the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            if case .error(let error) = event {
                stopped = true
                observer(.error(error))
            } else if event.isCompleted {
                stopped = true
                observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, the error and disposal. An error without `onError`
    /// goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { event in
            switch event {
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler([], error) }
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: .error(error))
    }

    public static func never() -> Completable {
        PrimitiveSequence(raw: .never())
    }

    public static func empty() -> Completable {
        PrimitiveSequence(raw: .empty())
    }

    /// Runs the completables one after the other.
    public static func concat(_ sources: Completable...) -> Completable {
        PrimitiveSequence(raw: Observable.concat(sources.map { $0.source }))
    }

    /// Runs the completables at once; completes when all have.
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }

    /// Runs the completables at once; completes when all have.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs `second` after this completes.
    public func concat(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.concat(second.source))
    }

    /// Runs `second` after this completes.
    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.concat(second.source))
    }

    /// Runs `second` after this completes and delivers its element.
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        PrimitiveSequence(raw: andThenObservable(second.source))
    }

    /// Runs `second` after this completes and delivers its outcome.
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: andThenObservable(second.source))
    }

    /// Subscribes to `second` after this completes.
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        andThenObservable(second)
    }

    private func andThenObservable<Result>(_ second: Observable<Result>) -> Observable<Result> {
        let first = primitiveSequence.source
        return Observable.create { observer in
            let subscription = SerialDisposable()
            let firstSubscription = SingleAssignmentDisposable()
            subscription.disposable = firstSubscription
            firstSubscription.setDisposable(
                first.subscribe { event in
                    if case .error(let error) = event {
                        observer.onError(error)
                    } else if event.isCompleted {
                        subscription.disposable = second.subscribe(observer)
                    }
                })
            return subscription
        }
    }

    /// Calls the handlers around the outcome, on subscription and on disposal.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Completable {
        PrimitiveSequence(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
