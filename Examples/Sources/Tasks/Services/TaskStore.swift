import Foundation
import SceneRx

/// Today's tasks and the app's settings, shared by every screen: the
/// use case of ios-clean-architecture's TaskUseCase, in memory.
final class TaskStore {
    private let tasks: BehaviorRelay<[TaskItem]>
    private let showsFinished = BehaviorRelay(value: true)
    private var nextID = 1

    init(tasks: [TaskItem] = []) {
        self.tasks = BehaviorRelay(value: tasks)
        nextID = tasks.count + 1
    }

    /// Today's tasks, now and whenever they change.
    func today() -> Observable<[TaskItem]> {
        tasks.asObservable()
    }

    /// Whether finished tasks are listed, now and whenever that changes.
    func showFinished() -> Observable<Bool> {
        showsFinished.asObservable()
    }

    /// Adds a task named `name`; returns it.
    @discardableResult
    func add(named name: String) -> TaskItem {
        let task = TaskItem(id: "task-\(nextID)", name: name, isFinished: false)
        nextID += 1
        tasks.accept(tasks.value + [task])
        return task
    }

    /// Finishes the task with `id`, or reopens it.
    func toggle(id: String) {
        tasks.accept(
            tasks.value.map { task in
                var task = task
                if task.id == id { task.isFinished.toggle() }
                return task
            })
    }

    /// Lists or hides finished tasks.
    func toggleShowFinished() {
        showsFinished.accept(!showsFinished.value)
    }

    /// What the Builders inject. Tests replace it before building a scene.
    nonisolated(unsafe) static var current = TaskStore(tasks: [
        TaskItem(id: "task-1", name: "Write the spec", isFinished: true),
        TaskItem(id: "task-2", name: "Run scenegen generate", isFinished: false),
    ])
}
