/// An observable that runs a sink per subscription; a subscription made outside any scheduled
/// work runs on the `CurrentThreadScheduler` trampoline, as RxSwift's `Producer` does, so that
/// sequences scheduled during a subscription (like `of`) start after it returns.
class Producer<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return runSubscription(observer)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.runSubscription(observer)
        }
    }

    private func runSubscription<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        let subscription = run(AnyObserver(observer), cancel: disposer)
        disposer.setSubscription(subscription)
        return disposer
    }

    /// Starts the work of one subscription; `cancel` is disposed when it ends.
    func run(_ observer: AnyObserver<Element>, cancel: SinkDisposer) -> Disposable {
        Disposables.create()
    }
}

/// The disposable of one producer subscription; disposing it (also when the sequence
/// terminates) stops delivery and disposes the subscription's resources, even those set later.
final class SinkDisposer: Cancelable {
    private let subscription = SingleAssignmentDisposable()
    private let flag = AtomicFlag()

    var isDisposed: Bool { flag.isSet }

    func setSubscription(_ disposable: Disposable) {
        subscription.setDisposable(disposable)
    }

    func dispose() {
        if flag.testAndSet() { subscription.dispose() }
    }
}
