import SceneRx

/// The pending work of a `TestScheduler`, ordered by time, then by scheduling order.
struct VirtualSchedulerQueue {
    private var items: [VirtualScheduledItem] = []
    private var nextID = 0

    /// The time of the earliest pending item that is not cancelled.
    var firstTime: TestTime? {
        mutating get {
            dropCancelled()
            return items.first?.time
        }
    }

    /// Adds an item; items of equal time keep their insertion order.
    mutating func insert(time: TestTime, action: @escaping () -> Disposable) -> Disposable {
        let item = VirtualScheduledItem(time: time, id: nextID, action: action)
        nextID += 1
        let index = items.firstIndex { $0.time > time } ?? items.endIndex
        items.insert(item, at: index)
        return item
    }

    /// Removes and returns the earliest item that is not cancelled.
    mutating func popFirst() -> VirtualScheduledItem? {
        dropCancelled()
        return items.isEmpty ? nil : items.removeFirst()
    }

    private mutating func dropCancelled() {
        while let first = items.first, first.isDisposed { items.removeFirst() }
    }
}

/// One piece of scheduled work; disposing it before it runs cancels it.
final class VirtualScheduledItem: Disposable {
    let time: TestTime
    let id: Int
    private var action: (() -> Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(time: TestTime, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        guard let action, !disposable.isDisposed else { return }
        self.action = nil
        disposable.setDisposable(action())
    }

    func dispose() {
        action = nil
        disposable.dispose()
    }
}
