/// An observer that applies elements to a target on a scheduler (the main one by default) and
/// holds the target weakly, as RxCocoa's `Binder`. Binding an error is a programming error: it
/// is printed (RxSwift traps in debug builds).
public struct Binder<Value>: ObserverType {
    /// The type of the elements bound, as RxCocoa names it.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that calls `binding` with the target while the target is alive.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                print("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Applies a `next` element to the target.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as a type-erased observer.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
