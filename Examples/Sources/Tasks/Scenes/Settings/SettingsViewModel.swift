import Foundation
import SceneRx

/// The app's settings.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in SettingsViewModel+IO.swift.
final class SettingsViewModel: ViewModelType {
    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func transform(input: Input) -> Output {
        let toggled = input.toggleShowFinished
            .do(onNext: { [store] in store.toggleShowFinished() })
            .flatMap { Observable<Bool>.empty() }
        let showFinished = Observable.merge(store.showFinished(), toggled)
        return Output(
            navigationTitle: .just("Settings"),
            showFinished: showFinished.map { $0 ? "yes" : "no" }.asDriver(onErrorJustReturn: "")
        )
    }
}
