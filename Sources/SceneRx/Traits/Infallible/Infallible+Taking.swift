extension InfallibleType {
    /// Emits elements until `predicate` holds for one (emitted too when `behavior` is
    /// `.inclusive`), then completes.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Emits elements while `predicate` holds, then completes.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Drops elements until `other` emits one.
    public func skip(until other: some ObservableType) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Drops an element whose key equals the previous element's.
    public func distinctUntilChanged(_ keySelector: @escaping (Element) throws -> some Equatable) -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// Drops an element `comparer` finds equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops an element whose key `comparer` finds equal to the previous element's.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops an element whose value at `keyPath` equals the previous element's.
    public func distinctUntilChanged(at keyPath: KeyPath<Element, some Equatable>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
    }

    /// Pairs each element with `obj`, held weakly, through `resultSelector`; completes once
    /// `obj` is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }
}
