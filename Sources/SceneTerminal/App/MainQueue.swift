import Foundation

/// Runs the work waiting on the main dispatch queue, such as events `MainScheduler` scheduled
/// from another thread, so they reach the screen while the app waits for input.
enum MainQueue {
    /// Runs what is queued now, without waiting; does nothing off the main thread.
    static func drain() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
