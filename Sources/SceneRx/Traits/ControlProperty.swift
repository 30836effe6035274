/// A sequence of a control's values that also accepts values for it.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A control's value (a text field's text, a switch's state), as RxCocoa's `ControlProperty`:
/// its current value on subscription and each change the user makes, never an error; values
/// bound to it go to `valueSink`. A ViewModel's `Input` names it so that a view passes
/// `field.rx.text` and a test passes any observable through `init(values:valueSink:)`.
///
/// The values are subscribed on `ConcurrentMainScheduler.instance`; replaying the current
/// value and not failing are the promise of whoever wraps `values`, as in RxCocoa.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the values.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Wraps `values` (read) and `valueSink` (written by `bind(to:)` and `on`).
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the current one: the changes only.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as an observable.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns itself.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sends `next` and `completed` to the sink; an error is a programming error and is
    /// printed (RxSwift traps in debug builds), as for any binding.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error): print("Binding error to UI: \(error)")
        case .next, .completed: valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with `nil` read as the empty string (text fields report optional text).
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        return ControlProperty<String>(
            values: original.values.map { $0 ?? "" }, valueSink: original.valueSink.mapObserver { $0 })
    }
}
