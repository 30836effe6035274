import Foundation
import SceneRx

// Written as in the seed (mvvm-rxswift-rules.md): not part of SceneRx, generated into each
// project, and it compiles unchanged against RxSwift + RxCocoa.

/// Tracks whether a tracked sequence is running, as a `Driver<Bool>`.
class ActivityIndicator: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let _lock = NSRecursiveLock()
    private let _subject = BehaviorSubject(value: false)
    private let _loading: SharedSequence<SharingStrategy, Bool>

    init() {
        _loading = _subject.asObservable()
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
    }

    func trackActivityOfObservable<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        return source.asObservable()
            .do(
                onNext: { _ in
                    self.sendStopLoading()
                },
                onError: { _ in
                    self.sendStopLoading()
                },
                onCompleted: {
                    self.sendStopLoading()
                }, onSubscribe: subscribed)
    }

    private func subscribed() {
        _lock.lock()
        _subject.onNext(true)
        _lock.unlock()
    }

    private func sendStopLoading() {
        _lock.lock()
        _subject.onNext(false)
        _lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        return _loading
    }
}
