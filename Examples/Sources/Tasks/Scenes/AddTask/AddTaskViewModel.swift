import Foundation
import SceneRx

/// Adds a task by name.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in AddTaskViewModel+IO.swift.
final class AddTaskViewModel: ViewModelType {
    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func transform(input: Input) -> Output {
        let saved = input.save
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { [store] name in store.add(named: name) }
            .map { "Added “\($0.name)”. Type another, or b to go back." }
        return Output(
            navigationTitle: .just("New Task"),
            message: saved.startWith("Type the task's name.").asDriver(onErrorJustReturn: "")
        )
    }
}
