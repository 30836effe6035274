// A relay never errors or completes, so each one is an `Infallible` without a fallback.

extension PublishRelay {
    /// The relay's elements as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension BehaviorRelay {
    /// The relay's current and later elements as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension ReplayRelay {
    /// The relay's replayed and later elements as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
