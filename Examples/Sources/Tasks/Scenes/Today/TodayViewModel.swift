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
        // Loads when the screen first appears, once the screen listens to its error and
        // loading outputs; the store's list stays open for changes, so loading ends at its
        // first value and coming back to the screen does not load it again.
        let today = input.viewWillAppear.take(1)
            .flatMapLatest { [taskStore] in
                taskStore.today()
                    .trackActivityUntilFirstElement(activityIndicator)
                    .trackError(errorTracker)
                    .catchAndReturn([])
            }
            .share(replay: 1)
        let visible = Observable.combineLatest(today, taskStore.showFinished()) { tasks, showFinished in
            showFinished ? tasks : tasks.filter { !$0.isFinished }
        }
        .share(replay: 1)
        let progress = today.map { tasks -> String in
            let done = tasks.filter(\.isFinished).count
            return tasks.isEmpty ? "Nothing planned today" : "\(done) of \(tasks.count) done"
        }
        // A chosen row sends its task's id: the store finishes or reopens that task.
        let toggled = input.toggle
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
            tasks: visible.asDriver(onErrorJustReturn: [])
        )
    }
}
