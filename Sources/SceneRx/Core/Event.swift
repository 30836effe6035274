/// A sequence event: an element, an error that ends the sequence, or its completion.
///
/// Sequence grammar, as in RxSwift: `next* (error | completed)?`.
@frozen public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence ended with an error.
    case error(Swift.Error)
    /// The sequence ended successfully.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// A description for debugging, as RxSwift prints it.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// Whether this is an `error` or `completed` event.
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is a `completed` event.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Maps the element of a `next` event; a throwing transform yields an `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that can be converted to an `Event`.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
