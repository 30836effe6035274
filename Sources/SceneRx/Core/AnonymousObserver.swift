/// An observer that calls a closure and ignores everything after the first stop event,
/// as RxSwift's `ObserverBase` does.
final class AnonymousObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void
    private let stopped = AtomicFlag()

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.isSet { handler(event) }
        case .error, .completed:
            if stopped.testAndSet() { handler(event) }
        }
    }
}
