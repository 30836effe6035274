extension ObservableType {
    /// Splits the elements into groups by key: a `GroupedObservable` is emitted when its key is
    /// first seen, before that element. The source subscription lasts while the outer
    /// subscription or any group subscription does; the source's end ends every group.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        let source = asObservable()
        return Observable.create { observer in
            let subscription = SingleAssignmentDisposable()
            let shared = SharedDisposable(disposable: subscription)
            let sink = GroupBySink(
                keySelector: keySelector, observer: observer, subscription: subscription, shared: shared)
            subscription.setDisposable(source.subscribe(sink))
            return shared
        }
    }
}

/// One subscription of `groupBy`: elements take the element path (`ElementReceiver`) from the
/// source into their group's subject.
private final class GroupBySink<Key: Hashable, Element>: ElementReceiver<Element>, ObserverType {
    private let keySelector: (Element) throws -> Key
    private let observer: AnyObserver<GroupedObservable<Key, Element>>
    private let subscription: Disposable
    private let shared: SharedDisposable
    private let groups = GroupTable<Key, Element>()

    init(
        keySelector: @escaping (Element) throws -> Key, observer: AnyObserver<GroupedObservable<Key, Element>>,
        subscription: Disposable, shared: SharedDisposable
    ) {
        self.keySelector = keySelector
        self.observer = observer
        self.subscription = subscription
        self.shared = shared
        super.init()
    }

    override func receive(_ element: Element) {
        let key: Key
        do { key = try keySelector(element) } catch { return fail(error) }
        if let writer = groups.writer(for: key) {
            writer.onNext(element)
        } else {
            let writer = groups.add(key)
            observer.onNext(GroupedObservable(key: key, source: Group(subject: writer, shared: shared)))
            writer.onNext(element)
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): receive(element)
        case .error(let error): fail(error)
        case .completed:
            groups.forEach { $0.on(.completed) }
            observer.onCompleted()
            subscription.dispose()
        }
    }

    private func fail(_ error: Swift.Error) {
        groups.forEach { $0.on(.error(error)) }
        observer.onError(error)
        subscription.dispose()
    }
}

/// The subjects of one `groupBy` subscription, in the order their keys were first seen.
private final class GroupTable<Key: Hashable, Element> {
    private var index: [Key: Int] = [:]
    private var writers: [PublishSubject<Element>] = []

    func writer(for key: Key) -> PublishSubject<Element>? {
        index[key].map { writers[$0] }
    }

    func add(_ key: Key) -> PublishSubject<Element> {
        let writer = PublishSubject<Element>()
        index[key] = writers.count
        writers.append(writer)
        return writer
    }

    func forEach(_ body: (PublishSubject<Element>) -> Void) {
        writers.forEach(body)
    }
}

/// The observable of one group: its subscriptions keep the source subscription alive.
private final class Group<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let shared: SharedDisposable

    init(subject: PublishSubject<Element>, shared: SharedDisposable) {
        self.subject = subject
        self.shared = shared
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let release = shared.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(release, subscription)
    }
}
