/// A sequence that is also an observer: events sent to it reach its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer type of the subject.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}

/// How long `share(replay:scope:)` keeps its subject and replay buffer.
public enum SubjectLifetimeScope {
    /// A new subject per connection: once every subscriber leaves or the source terminates,
    /// the next subscriber reconnects to the source with an empty buffer.
    case whileConnected
    /// One subject forever: late subscribers get its replay buffer and terminal event.
    case forever
}
