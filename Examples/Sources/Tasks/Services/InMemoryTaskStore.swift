import Foundation
import SceneRx

/// Today's tasks and the app's settings, in memory: the use case of
/// ios-clean-architecture's TaskUseCase, shared by every screen through
/// AppDependencies.
final class InMemoryTaskStore: TaskStore {
    private let tasks: BehaviorRelay<[TaskItem]>
    private let showsFinished = BehaviorRelay(value: true)
    private var nextID = 1

    init(tasks: [TaskItem] = []) {
        self.tasks = BehaviorRelay(value: tasks)
        nextID = tasks.count + 1
    }

    /// The tasks the app starts with.
    static let sample = [
        TaskItem(id: "task-1", name: "Write the spec", isFinished: true),
        TaskItem(id: "task-2", name: "Run scenegen generate", isFinished: false),
    ]

    func today() -> Observable<[TaskItem]> {
        tasks.asObservable()
    }

    func showFinished() -> Observable<Bool> {
        showsFinished.asObservable()
    }

    func add(name: String) -> TaskItem {
        let task = TaskItem(id: "task-\(nextID)", name: name, isFinished: false)
        nextID += 1
        tasks.accept(tasks.value + [task])
        return task
    }

    func toggle(taskID: String) {
        tasks.accept(
            tasks.value.map { task in
                var task = task
                if task.id == taskID { task.isFinished.toggle() }
                return task
            })
    }

    func toggleShowFinished() {
        showsFinished.accept(!showsFinished.value)
    }
}
