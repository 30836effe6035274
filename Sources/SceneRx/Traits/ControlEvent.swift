/// A sequence that can be converted to a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// The sequence as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a control (taps, edits ended), as RxCocoa's `ControlEvent`: no initial value,
/// never an error, delivered on the main thread. A ViewModel's `Input` names it so that a view
/// passes `button.rx.tap` and a test passes any observable through `init(events:)`.
///
/// The events are subscribed on `ConcurrentMainScheduler.instance`; the other properties are
/// the promise of whoever wraps `events`, as in RxCocoa.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Wraps `events`, which must never error and should deliver on the main thread.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an observable.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns itself.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible` (empty in place of an error, which cannot come).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
