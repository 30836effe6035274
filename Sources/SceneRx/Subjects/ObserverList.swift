/// The subscribers of a subject, keyed so that each can be removed on disposal.
///
/// The observers are kept in their own array, so `all` hands out a copy-on-write reference
/// for each event instead of building a new array (subjects sit on every hot path).
struct ObserverList<Element> {
    private var keys: [Int] = []
    private var observers: [AnyObserver<Element>] = []
    private var nextKey = 0

    var isEmpty: Bool { observers.isEmpty }

    mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        keys.append(key)
        observers.append(observer)
        return key
    }

    mutating func remove(_ key: Int) {
        guard let index = keys.firstIndex(of: key) else { return }
        keys.remove(at: index)
        observers.remove(at: index)
    }

    mutating func removeAll() {
        keys = []
        observers = []
    }

    var all: [AnyObserver<Element>] { observers }
}
