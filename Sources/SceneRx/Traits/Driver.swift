/// A shared sequence that never errors, delivers on the main scheduler and replays its latest
/// element to new subscribers, as RxCocoa's `Driver`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing of `Driver`: `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler `SharingScheduler.make` returns.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares with a replay of one element while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The sequence as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// A `Driver` of the sequence that ends with `onErrorJustReturn` on an error.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// A `Driver` of the sequence that continues with `onErrorDriveWith` on an error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source)
    }

    /// A `Driver` of the sequence that continues with the driver `onErrorRecover` returns.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source)
    }
}
