import Foundation
import SceneRx

/// Today's tasks with their progress; leads to adding a task and to settings.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in TodayViewModel+IO.swift.
final class TodayViewModel: ViewModelType {
    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func transform(input: Input) -> Output {
        let visible = Observable.combineLatest(store.today(), store.showFinished()) { tasks, showFinished in
            showFinished ? tasks : tasks.filter { !$0.isFinished }
        }
        .share(replay: 1)
        let progress = store.today().map { tasks -> String in
            let done = tasks.filter(\.isFinished).count
            return tasks.isEmpty ? "Nothing planned today" : "\(done) of \(tasks.count) done"
        }
        let toggled = input.toggle
            .withLatestFrom(visible) { number, tasks in tasks.indices.contains(number - 1) ? tasks[number - 1].id : nil
            }
            .compactMap { $0 }
            .do(onNext: { [store] id in store.toggle(id: id) })
            .flatMap { _ in Observable<TodayRoute>.empty() }
        let route = Observable.merge(
            input.add.map { TodayRoute.addTask },
            input.settings.map { TodayRoute.settings },
            toggled
        )
        return Output(
            navigationTitle: .just("Today"),
            progress: progress.asDriver(onErrorJustReturn: ""),
            tasks: visible.map { $0.map { ($0.isFinished ? "[x] " : "[ ] ") + $0.name } }.asDriver(onErrorJustReturn: []
            ),
            route: route.asSignal(onErrorSignalWith: .empty())
        )
    }
}
