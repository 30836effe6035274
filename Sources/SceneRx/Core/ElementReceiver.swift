/// The base of observers that take an element on its own, not wrapped in an `Event`: the
/// per-element path between subjects, the operators' sinks and `subscribe(onNext:)`. In generic
/// code that is not specialised for the element type, every `Event<Element>` made or switched on
/// costs a runtime lookup of its type's metadata; an element passed on its own costs none.
///
/// A class rather than a protocol: `AnyObserver` finds it with a cast to the non-generic
/// `ElementReceiverBase`, cheap enough for every subscription (a cast to a protocol with a
/// constrained `Element`, or to a generic class, looks up generic metadata first).
/// A subclass's `receive(x)` must do exactly what its `on(.next(x))` does.
class ElementReceiver<Element>: ElementReceiverBase {
    /// Does what `on(.next(element))` does; subclasses override it.
    func receive(_ element: Element) {}
}

/// The non-generic root of `ElementReceiver`, for a cheap first cast.
class ElementReceiverBase {}
