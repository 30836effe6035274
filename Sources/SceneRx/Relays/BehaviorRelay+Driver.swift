extension BehaviorRelay {
    /// The relay as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asObservable().asDriver(onErrorRecover: { _ in Driver(raw: Observable.empty()) })
    }
}
