/// An observer that calls a closure and ignores everything after the first stop event,
/// as RxSwift's `ObserverBase` does.
final class AnonymousObserver<Element>: ElementReceiver<Element>, ObserverType {
    private let handler: (Event<Element>) -> Void
    /// What `handler` does with `.next(element)`, when the caller has it on its own.
    private let elementHandler: ((Element) -> Void)?
    private let stopped = AtomicFlag()

    init(_ handler: @escaping (Event<Element>) -> Void, elementHandler: ((Element) -> Void)? = nil) {
        self.handler = handler
        self.elementHandler = elementHandler
        super.init()
    }

    override func receive(_ element: Element) {
        guard !stopped.isSet else { return }
        if let elementHandler {
            elementHandler(element)
        } else {
            receiveAsEvent(element)
        }
    }

    // Apart so that `receive` makes no `Event` (see `AnyObserver.deliver`).
    @inline(never)
    private func receiveAsEvent(_ element: Element) {
        handler(.next(element))
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
