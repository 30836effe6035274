extension PublishRelay {
    /// The relay as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asObservable().asSignal(onErrorRecover: { _ in Signal(raw: Observable.empty()) })
    }
}
