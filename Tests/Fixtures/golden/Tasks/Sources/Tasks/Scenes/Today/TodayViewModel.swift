import Foundation
import SceneRx

/// Prepares what the Today screen shows and decides where it leads.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in TodayViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
final class TodayViewModel: ViewModelType {
    private let inputs: Inputs
    private let taskStore: TaskStore

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
        self.taskStore = dependencies.taskStore
    }

    func transform(input: Input) -> Output {
        let activityIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()
        // Loading lasts until the first value: an Observable may stay open for changes.
        let loadedTasks = input.viewWillAppear
            .flatMapLatest { [taskStore] in
                taskStore.today()
                    .trackActivityUntilFirstElement(activityIndicator)
                    .trackError(errorTracker)
                    .catch { _ in .empty() }
            }
        // Actions named after a scene lead to it.
        let route = Observable<TodayRoute>.merge(
            input.add.map { .addTask },
            input.settings.map { .settings }
        )
        // Each other action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.toggle.map { _ in }
        )
        let navigationTitle = acted.map { _ in "Today" }
            .startWith("Today")
            .asDriver(onErrorJustReturn: "Today")
        let errorMessage = errorTracker.asObservable()
            .map { $0.localizedDescription }
            .asSignal(onErrorSignalWith: .empty())
        return Output(
            errorMessage: errorMessage,
            isLoading: activityIndicator.asDriver(),
            navigationTitle: navigationTitle,
            progress: .just(""),
            route: route.asSignal(onErrorSignalWith: .empty()),
            tasks: loadedTasks.asDriver(onErrorJustReturn: [])
        )
    }
}
