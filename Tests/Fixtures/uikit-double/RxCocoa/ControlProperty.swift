import SceneRx

/// A control's value: it sends the current value on subscription and each
/// change the user makes; binding to it sets the value.
// https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
@available(iOS 9.0, *)
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property itself.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    func asControlProperty() -> ControlProperty<Element>
}

/// A control's value (see ControlPropertyType).
// https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
@available(iOS 9.0, *)
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The element type.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    public typealias Element = PropertyType

    private let values: Observable<PropertyType>
    private let valueSink: AnyObserver<PropertyType>

    /// A property reading `values` and writing into `valueSink`.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.asObservable()
        self.valueSink = AnyObserver(eventHandler: valueSink.on)
    }

    /// Subscribes `observer` to the values (the current one first).
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes only: the values without the current one.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as an `Observable`.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    public func asObservable() -> Observable<Element> {
        values
    }

    /// The property itself.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the control's value (`next`); errors and completion are ignored, as in RxCocoa.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    public func on(_ event: Event<Element>) {
        if case .next = event { valueSink.on(event) }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with nil read as "".
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/Traits/ControlProperty.swift
    @available(iOS 9.0, *)
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values = original.asObservable().map { $0 ?? "" }
        let sink = AnyObserver<String> { event in
            if case .next(let text) = event { original.on(.next(text)) }
        }
        return ControlProperty<String>(values: values, valueSink: sink)
    }
}
