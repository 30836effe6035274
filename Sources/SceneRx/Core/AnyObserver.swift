/// A type-erased observer that forwards events to a closure or to another observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that handles events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler
    /// The observer's own handler of elements, when it has one (`ElementReceiver`): an
    /// element goes there without being wrapped in an `Event`.
    let elementHandler: ((Element) -> Void)?

    /// Creates an observer that handles events with a closure.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
        self.elementHandler = nil
    }

    /// Creates an observer that forwards events to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        // Every subscription wraps its observer once, so the common cases come first and
        // cheapest: a library sink (an `ElementReceiver`, a class: one class check and no
        // generic cast), then an AnyObserver (wrapping one again would add a closure call to
        // every event), then anything else.
        if let receiver = observer as? ElementReceiverBase {
            self.observer = observer.on
            // Every `ElementReceiver` subclass is the `ObserverType` of its own `Element`.
            self.elementHandler = unsafeDowncast(receiver, to: ElementReceiver<Element>.self).receive
        } else if let erased = observer as? AnyObserver<Element> {
            self.observer = erased.observer
            self.elementHandler = erased.elementHandler
        } else {
            self.observer = observer.on
            self.elementHandler = nil
        }
    }

    /// An observer of a library sink whose type is known: its events and elements go to
    /// `on` and `receiver.receive`, found with no cast.
    init(on: @escaping EventHandler, receiver: ElementReceiver<Element>) {
        self.observer = on
        self.elementHandler = receiver.receive
    }

    /// Forwards the event.
    /// The closure events go to (the operators' sinks call it directly, one call less).
    var eventHandler: EventHandler { observer }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Sends a `next` event: to the element handler when the observer has one.
    func deliver(_ element: Element) {
        if let elementHandler {
            elementHandler(element)
        } else {
            deliverAsEvent(element)
        }
    }

    // Apart so that `deliver` itself makes no `Event`: in unspecialised code a function that
    // may build one looks up `Event<Element>`'s metadata on entry, on every element.
    @inline(never)
    private func deliverAsEvent(_ element: Element) {
        observer(.next(element))
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
