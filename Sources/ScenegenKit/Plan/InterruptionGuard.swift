#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT (Ctrl-C), SIGTERM (`kill`) and SIGHUP (a closed terminal) during a run:
/// the tree is left as it was or fully written, never with a temporary file, and
/// the run says which.
///
/// Until the writer starts, a signal ends the process at once with the message
/// given to `install` and the status 128 + the signal's number: nothing was
/// written, so there is nothing to undo. From the writer's start on, a signal
/// is only recorded. `AtomicFile.writeAll` looks at it between files and before
/// its renames: interrupted there, it removes every temporary file and folder it
/// made and throws. Its renames run with the signals blocked, so a batch that
/// started completes; the command then reports `received` and exits 128 + the
/// signal's number.
///
/// A handler can use neither captured context nor allocation: its state is
/// globals set before the handlers are installed, and it calls only
/// async-signal-safe functions (`write`, `_exit`).
public enum InterruptionGuard {
    /// The signals handled: interruption, termination, and the terminal's hang-up.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers for the rest of the process (the real `scenegen`
    /// process; tests that run commands in-process do not). `idleMessage` is
    /// written to standard error by a signal that comes before any write.
    public static func install(idleMessage: String) {
        let bytes = Array(idleMessage.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        buffer.initialize(from: bytes, count: bytes.count)
        // Kept for the life of the process: a handler may read it at any moment.
        idleMessageBytes = (buffer, bytes.count)
        for signal in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = interrupted
            #else
                action.__sigaction_handler.sa_handler = interrupted
            #endif
            sigemptyset(&action.sa_mask)
            // The writer's system calls go on where the signal found them.
            action.sa_flags = SA_RESTART
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            // A signal the parent ignores (`nohup`, a background job) stays ignored.
            #if canImport(Darwin)
                let ignored = unsafeBitCast(previous.__sigaction_u.__sa_handler, to: Int.self) == 1
            #else
                let ignored = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1
            #endif
            if ignored { sigaction(signal, &previous, nil) }
        }
    }

    /// The signal that came while the run was writing, or nil.
    public static var received: Int32? { receivedSignal == 0 ? nil : receivedSignal }

    /// Whether a batch of renames completed (the tree holds what the run wrote).
    public static var hasCommitted: Bool { phase == 2 }

    /// From now on a signal is recorded, not acted on: the writer calls this
    /// before it makes its first file or folder.
    static func beginWriting() {
        if phase == 0 { phase = 1 }
    }

    /// Runs `body` with the signals blocked on this thread, so it completes; one
    /// that came meanwhile is handled (recorded) after it.
    static func committing<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer {
            phase = 2
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        try body()
    }
}

/// 0 before the writer starts, 1 while it writes temporary files, 2 once a batch
/// of renames completed. Written by the one thread that writes (an aligned word:
/// a handler's read cannot see it torn).
nonisolated(unsafe) private var phase: Int32 = 0

/// The signal a handler recorded, 0 for none.
nonisolated(unsafe) private var receivedSignal: Int32 = 0

/// What a signal before any write prints, allocated by `install`.
nonisolated(unsafe) private var idleMessageBytes: (bytes: UnsafeMutablePointer<UInt8>, count: Int)?

/// The handler: before any write, say so and end; while writing, record the signal.
private func interrupted(_ signal: Int32) {
    if phase == 0 {
        if let message = idleMessageBytes { _ = write(2, message.bytes, message.count) }
        _exit(128 + signal)
    }
    receivedSignal = signal
}
