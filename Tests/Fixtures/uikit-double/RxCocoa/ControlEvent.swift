import SceneRx

/// The events of a control (a button's taps): never fails, completes when the control goes.
// https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlEvent.swift
@available(iOS 9.0, *)
public struct ControlEvent<PropertyType>: ObservableType {
    /// The element type.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlEvent.swift
    @available(iOS 9.0, *)
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    /// Wraps `events`.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlEvent.swift
    @available(iOS 9.0, *)
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.asObservable()
    }

    /// Subscribes `observer` to the events.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlEvent.swift
    @available(iOS 9.0, *)
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlEvent.swift
    @available(iOS 9.0, *)
    public func asObservable() -> Observable<Element> {
        events
    }
}
