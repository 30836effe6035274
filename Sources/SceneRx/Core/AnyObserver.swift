/// A type-erased observer that forwards events to a closure or to another observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that handles events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// Creates an observer that handles events with a closure.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Creates an observer that forwards events to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        // Wrapping an AnyObserver again would add a closure call to every event.
        if let erased = observer as? AnyObserver<Element> {
            self.observer = erased.observer
        } else {
            self.observer = observer.on
        }
    }

    /// Forwards the event.
    /// The closure events go to (the operators' sinks call it directly, one call less).
    var eventHandler: EventHandler { observer }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
