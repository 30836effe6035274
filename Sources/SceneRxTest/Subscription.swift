/// The virtual times a test observable was subscribed and unsubscribed, as RxTest's.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    /// When the subscription was made.
    public let subscribe: TestTime
    /// When it was disposed, or `Int.max` while it is still active (as in RxTest).
    public let unsubscribe: TestTime

    /// A subscription made at `subscribe` and never disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// Hashes both times, as RxTest's subscription does (declared, not synthesised, so that the
    /// API inventory finds RxTest's `hash(into:)` here).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(subscribe)
        hasher.combine(unsubscribe)
    }

    /// `(subscribe: unsubscribe)`, as RxTest prints it.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe): \(end))"
    }
}

/// Two subscriptions are equal when both their times are (RxTest declares this operator at the
/// top level; it is also the `Equatable` witness).
public func == (lhs: Subscription, rhs: Subscription) -> Bool {
    lhs.subscribe == rhs.subscribe && lhs.unsubscribe == rhs.unsubscribe
}
