extension ObservableType {
    /// A single of the source's only element: `RxError.noElements` if it completes empty,
    /// `RxError.moreThanOneElement` at its second element.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: single(requireElement: true))
    }

    /// A maybe of the source's element, if any: `RxError.moreThanOneElement` at its second.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: single(requireElement: false))
    }

    /// A single of the source's elements as an array, emitted when it completes.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: reduce([Element]()) { $0 + [$1] })
    }

    /// The source's elements, or those of `other` when it completes without any.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let subscription = SerialDisposable()
            let first = SingleAssignmentDisposable()
            subscription.disposable = first
            var isEmpty = true
            first.setDisposable(
                source.subscribe { event in
                    switch event {
                    case .next:
                        isEmpty = false
                        observer.on(event)
                    case .error: observer.on(event)
                    case .completed:
                        if isEmpty { subscription.disposable = other.subscribe(observer) } else { observer.on(event) }
                    }
                })
            return subscription
        }
    }

    /// The source's elements, or `default` when it completes without any.
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    private func single(requireElement: Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            var element: Element?
            return source.subscribe { event in
                switch event {
                case .next(let next):
                    if element != nil {
                        observer.onError(RxError.moreThanOneElement)
                    } else {
                        element = next
                    }
                case .error(let error): observer.onError(error)
                case .completed:
                    if let element {
                        observer.onNext(element)
                        observer.onCompleted()
                    } else if requireElement {
                        observer.onError(RxError.noElements)
                    } else {
                        observer.onCompleted()
                    }
                }
            }
        }
    }
}

extension ObservableType where Element == Swift.Never {
    /// A completable of the source's completion or error.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}
