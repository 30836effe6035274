import Foundation
import SceneRx

/// Today's tasks with their progress; leads to adding a task and to settings.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in TodayViewModel+IO.swift.
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
        // The store's list stays open for changes: loading ends at its first value.
        let today = taskStore.today()
            .trackActivityUntilFirstElement(activityIndicator)
            .trackError(errorTracker)
            .catchAndReturn([])
            .share(replay: 1)
        let visible = Observable.combineLatest(today, taskStore.showFinished()) { tasks, showFinished in
            showFinished ? tasks : tasks.filter { !$0.isFinished }
        }
        .share(replay: 1)
        let progress = today.map { tasks -> String in
            let done = tasks.filter(\.isFinished).count
            return tasks.isEmpty ? "Nothing planned today" : "\(done) of \(tasks.count) done"
        }
        let toggled = input.toggle
            .withLatestFrom(visible) { number, tasks in
                tasks.indices.contains(number - 1) ? tasks[number - 1].id : nil
            }
            .compactMap { $0 }
            .do(onNext: { [taskStore] id in taskStore.toggle(taskID: id) })
            .flatMap { _ in Observable<TodayRoute>.empty() }
        let route = Observable.merge(
            input.add.map { TodayRoute.addTask },
            input.settings.map { TodayRoute.settings },
            toggled
        )
        return Output(
            errorMessage: errorTracker.asObservable().map { $0.localizedDescription }
                .asSignal(onErrorSignalWith: .empty()),
            isLoading: activityIndicator.asDriver(),
            navigationTitle: .just("Today"),
            progress: progress.asDriver(onErrorJustReturn: ""),
            route: route.asSignal(onErrorSignalWith: .empty()),
            tasks: visible.map { $0.map { ($0.isFinished ? "[x] " : "[ ] ") + $0.name } }
                .asDriver(onErrorJustReturn: [])
        )
    }
}
