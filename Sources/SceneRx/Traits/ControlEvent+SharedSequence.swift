// A control's events and values already never fail, so the conversions to Driver and Signal
// need no error handling of the caller's.

extension ControlEvent {
    /// The events as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    /// The events as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSignal { _ in Signal.empty() }
    }
}

extension ControlProperty {
    /// The values as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }
}
