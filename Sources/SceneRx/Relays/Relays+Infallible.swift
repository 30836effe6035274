extension PublishRelay {
    /// The relay as an Infallible (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension BehaviorRelay {
    /// The relay as an Infallible that starts with the current value (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension ReplayRelay {
    /// The relay as an Infallible that replays the buffer (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
