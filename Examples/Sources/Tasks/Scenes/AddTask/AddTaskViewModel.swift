import Foundation
import SceneRx

/// Adds a task by name.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in AddTaskViewModel+IO.swift.
final class AddTaskViewModel: ViewModelType {
    private let inputs: Inputs
    private let taskStore: TaskStore

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
        self.taskStore = dependencies.taskStore
    }

    func transform(input: Input) -> Output {
        let saved = input.save
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map { [taskStore] name in taskStore.add(name: name) }
            .map { "Added “\($0.name)”. Type another, or go back." }
        return Output(
            errorMessage: .empty(),
            isLoading: .just(false),
            message: saved.startWith("Type the task's name.").asDriver(onErrorJustReturn: ""),
            navigationTitle: .just("New Task")
        )
    }
}
