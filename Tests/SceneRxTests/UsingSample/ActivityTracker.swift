import Foundation
import SceneRx

// The ActivityIndicator shape most RxSwift apps carry, written on `Observable.using`: each
// tracked subscription holds a token, and the loading flag is on while any token is alive. It
// compiles unchanged against RxSwift + RxCocoa + RxRelay (issue 11).

/// Tracks how many sequences are running; `asDriver()` is true while any is.
final class ActivityTracker: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let running = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    init() {
        loading = running.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using(
            { () -> ActivityToken<Source.Element> in
                self.change(by: 1)
                return ActivityToken(source: source.asObservable()) { self.change(by: -1) }
            },
            observableFactory: { token in token.asObservable() })
    }

    private func change(by delta: Int) {
        lock.lock()
        running.accept(running.value + delta)
        lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        loading
    }
}

/// The resource of one tracked subscription: disposing it ends the activity.
private struct ActivityToken<Element>: ObservableConvertibleType, Disposable {
    private let source: Observable<Element>
    private let end: Cancelable

    init(source: Observable<Element>, onEnd: @escaping () -> Void) {
        self.source = source
        end = Disposables.create(with: onEnd)
    }

    func dispose() {
        end.dispose()
    }

    func asObservable() -> Observable<Element> {
        source
    }
}

extension ObservableConvertibleType {
    /// The sequence, counted by `tracker` while it is subscribed.
    func trackActivity(_ tracker: ActivityTracker) -> Observable<Element> {
        tracker.track(self)
    }
}
