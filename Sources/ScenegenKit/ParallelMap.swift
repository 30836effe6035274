import Dispatch
import Foundation

/// Runs `count` independent pieces of work on every core, each piece's result
/// kept at its own index, so the results read as a loop's would whatever the
/// threads did first. A run of a few pieces stays on the calling thread:
/// starting threads would cost more than it saves.
enum ParallelMap {
    /// Below twice this many pieces, one thread does them all.
    static let piecesPerThread = 48

    /// `[work(0), …, work(count - 1)]`.
    static func map<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, 8, count / piecesPerThread)
        guard threads > 1 else { return (0..<count).map(work) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = slots.nextIndex() {
                slots.set(index, work(index))
            }
        }
        return slots.results()
    }
}

/// One slot per index, each handed to one thread and written by it, read once all are done.
private final class ResultSlots<Result>: @unchecked Sendable {
    private var slots: [Result?]
    private var handedOut = 0
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next index no thread has taken, or nil when all are taken.
    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard handedOut < slots.count else { return nil }
        handedOut += 1
        return handedOut - 1
    }

    func set(_ index: Int, _ result: Result) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// Every result, by index (each slot holds one: every index was handed out once).
    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
