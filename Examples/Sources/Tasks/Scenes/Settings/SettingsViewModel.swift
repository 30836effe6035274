import Foundation
import SceneRx

/// The app's settings.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in SettingsViewModel+IO.swift.
final class SettingsViewModel: ViewModelType {
    private let inputs: Inputs
    private let taskStore: TaskStore

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
        self.taskStore = dependencies.taskStore
    }

    func transform(input: Input) -> Output {
        let toggled = input.toggleShowFinished
            .do(onNext: { [taskStore] in taskStore.toggleShowFinished() })
            .flatMap { Observable<Bool>.empty() }
        let showFinished = Observable.merge(taskStore.showFinished(), toggled)
        return Output(
            errorMessage: .empty(),
            isLoading: .just(false),
            navigationTitle: .just("Settings"),
            showFinished: showFinished.map { $0 ? "yes" : "no" }.asDriver(onErrorJustReturn: "")
        )
    }
}
