import Foundation

#if os(Linux) && canImport(Synchronization)
    import Synchronization
#endif

/// A flag that is set once, safely from any thread (the stopped and disposed flags every
/// event passes). On Linux it is a lock-free atomic; elsewhere a lock guards it, because
/// `Synchronization.Atomic` needs macOS 15 / iOS 18 there.
final class AtomicFlag: @unchecked Sendable {
    // @unchecked: the value is only read and written atomically (or under `lock`).
    #if os(Linux) && canImport(Synchronization)
        private let value = Atomic<Bool>(false)

        var isSet: Bool {
            value.load(ordering: .acquiring)
        }

        func testAndSet() -> Bool {
            !value.exchange(true, ordering: .acquiringAndReleasing)
        }
    #else
        private let lock = NSLock()
        private var value = false

        var isSet: Bool {
            lock.lock()
            defer { lock.unlock() }
            return value
        }

        func testAndSet() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if value { return false }
            value = true
            return true
        }
    #endif
}
