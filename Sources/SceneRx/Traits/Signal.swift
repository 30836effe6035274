/// A shared sequence that never errors, delivers on the main scheduler and replays nothing to
/// new subscribers (events, not state), as RxCocoa's `Signal`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing of `Signal`: `share(scope: .whileConnected)`.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler `SharingScheduler.make` returns.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares without replay while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The sequence as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// A `Signal` of the sequence that ends with `onErrorJustReturn` on an error.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// A `Signal` of the sequence that continues with `onErrorSignalWith` on an error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source)
    }

    /// A `Signal` of the sequence that continues with the signal `onErrorRecover` returns.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source)
    }
}
