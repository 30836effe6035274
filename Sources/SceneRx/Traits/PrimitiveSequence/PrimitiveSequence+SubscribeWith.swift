// `subscribe(with:...)` of Maybe and Completable: the closures get `object`, held weakly, so a
// ViewModel can subscribe with `self` without a retain cycle; once it is gone they are skipped.

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes closures that receive `object`, held weakly, as their first argument.
    public func subscribe<Object: AnyObject>(
        with object: Object, onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in if let object { onSuccess?(object, $0) } },
            onError: { [weak object] in if let object { onError?(object, $0) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes closures that receive `object`, held weakly, as their first argument.
    public func subscribe<Object: AnyObject>(
        with object: Object, onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onError: { [weak object] in if let object { onError?(object, $0) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }
}
