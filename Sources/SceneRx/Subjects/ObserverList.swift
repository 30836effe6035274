/// The subscribers of a subject, keyed so that each can be removed on disposal.
struct ObserverList<Element> {
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    var isEmpty: Bool { observers.isEmpty }

    /// Adds an observer and returns its key.
    mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        observers.append((key, observer))
        return key
    }

    /// Removes the observer with `key`.
    mutating func remove(_ key: Int) {
        observers.removeAll { $0.key == key }
    }

    mutating func removeAll() {
        observers = []
    }

    /// A snapshot of the observers in subscription order.
    var all: [AnyObserver<Element>] { observers.map(\.observer) }
}
