import Foundation

/// A thread-safe boolean that can be set once; the building block of "stopped" and
/// "disposed" states.
final class AtomicFlag: @unchecked Sendable {
    // @unchecked: every access to `value` goes through `lock`.
    private let lock = NSLock()
    private var value = false

    /// Whether the flag has been set.
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// Sets the flag; returns `true` when this call is the one that set it.
    func testAndSet() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if value { return false }
        value = true
        return true
    }
}
