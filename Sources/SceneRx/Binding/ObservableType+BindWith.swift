extension ObservableType {
    /// Calls `onNext` with `object`, held weakly, and each element; once `object` is gone the
    /// elements are dropped. An error is printed (RxSwift traps in debug builds).
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void)
        -> Disposable
    {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { error in
                print("Binding error: \(error)")
            })
    }
}
