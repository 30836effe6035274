// The generic form of `asDriver(onError...)` / `asSignal(onError...)`: the strategy is a
// parameter, so code written for any `SharingStrategyProtocol` (its own or Driver's) converts
// the same way RxCocoa does.

extension ObservableConvertibleType {
    /// A shared sequence of strategy `S` that ends with `onErrorJustReturn` on an error.
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element)
        -> SharedSequence<S, Element>
    {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A shared sequence of strategy `S` that continues with `onErrorDriveWith` on an error.
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A shared sequence of strategy `S` that continues with the one `onErrorRecover` returns.
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
