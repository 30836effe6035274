/// The virtual times a test observable was subscribed and unsubscribed, as RxTest's.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    /// The unsubscribe time of a subscription that was never disposed.
    public static let infinity = Int.max

    /// When the subscription was made.
    public let subscribe: TestTime
    /// When it was disposed, or `Subscription.infinity`.
    public let unsubscribe: TestTime

    /// A subscription made at `subscribe` and never disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Subscription.infinity)
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe : unsubscribe)`, as RxTest prints it.
    public var debugDescription: String {
        let end = unsubscribe == Subscription.infinity ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe) : \(end))"
    }
}
