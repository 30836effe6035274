/// A sequence that never errors, delivers on its strategy's scheduler and shares one
/// subscription among its subscribers, as RxCocoa's `SharedSequence` (`Driver`, `Signal`).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    let source: Observable<Element>

    /// Wraps `source`, shared with the strategy's sharing.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as is (for sequences that need no sharing).
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an observable.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// The sequence as an `Infallible` (a shared sequence cannot error).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

/// How a shared sequence shares its subscription and where it delivers.
public protocol SharingStrategyProtocol {
    /// The scheduler the sequence delivers on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The shared sequence this value represents.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as an observable.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
