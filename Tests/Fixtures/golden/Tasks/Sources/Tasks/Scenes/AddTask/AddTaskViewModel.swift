import Foundation
import SceneRx

/// Prepares what the New Task screen shows.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in AddTaskViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
final class AddTaskViewModel: ViewModelType {
    private let inputs: Inputs
    private let taskStore: TaskStore

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
        self.taskStore = dependencies.taskStore
    }

    func transform(input: Input) -> Output {
        let activityIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()
        // `taskStore.today()` can run on appearing, as `TaskStore.today()` needs nothing the scene lacks:
        // call it from `input.viewWillAppear` through `.trackActivityUntilFirstElement(activityIndicator).trackError(errorTracker)`.
        // `taskStore.showFinished()` can run on appearing, as `TaskStore.showFinished()` needs nothing the scene lacks:
        // call it from `input.viewWillAppear` through `.trackActivityUntilFirstElement(activityIndicator).trackError(errorTracker)`.
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.save.map { _ in }
        )
        let navigationTitle = acted.map { _ in "New Task" }
            .startWith("New Task")
            .asDriver(onErrorJustReturn: "New Task")
        let errorMessage = errorTracker.asObservable()
            .map { $0.localizedDescription }
            .asSignal(onErrorSignalWith: .empty())
        return Output(
            errorMessage: errorMessage,
            isLoading: activityIndicator.asDriver(),
            message: .just(""),
            navigationTitle: navigationTitle
        )
    }
}
