extension PrimitiveSequence {
    /// Resubscribes after an error of type `Error` each time the sequence `notificationHandler`
    /// builds on the errors emits an element.
    public func retry<Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> some ObservableType
    )
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after an error each time the sequence `notificationHandler` builds on the
    /// errors emits an element.
    public func retry(when notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }
}
