#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal handlers that put a raw terminal back before the process dies.
///
/// A signal handler can use neither captured context nor allocation, so the state lives in
/// globals set up before the handlers are installed, and the handler only calls
/// async-signal-safe functions (`tcsetattr`, `write`, `sigaction`, `raise`).
enum TerminalSignalGuard {
    /// The signals that would leave the terminal raw: interruption, termination and crashes.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    static var isInstalled: Bool { guardState != nil }

    static func install(fileDescriptor: Int32, original: termios, restoreSequence: [UInt8], outputFileDescriptor: Int32)
    {
        let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: max(restoreSequence.count, 1))
        sequence.initialize(from: restoreSequence, count: restoreSequence.count)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        previous.initialize(repeating: sigaction(), count: signalSlots)
        let state = UnsafeMutablePointer<GuardState>.allocate(capacity: 1)
        state.initialize(
            to: GuardState(
                fileDescriptor: fileDescriptor, original: original, outputFileDescriptor: outputFileDescriptor,
                sequence: sequence, sequenceCount: restoreSequence.count, previousActions: previous))
        guardState = state
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = restoreAndReraise
        #else
            action.__sigaction_handler.sa_handler = restoreAndReraise
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in signals where Int(signal) < signalSlots {
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    static func uninstall() {
        guard let state = guardState else { return }
        for signal in signals where Int(signal) < signalSlots {
            sigaction(signal, state.pointee.previousActions + Int(signal), nil)
        }
        guardState = nil
        state.pointee.sequence.deallocate()
        state.pointee.previousActions.deallocate()
        state.deallocate()
    }

    /// Puts the terminal back and writes the restore sequence; safe inside a signal handler.
    static func restoreTerminal() {
        guard let state = guardState else { return }
        withUnsafePointer(to: state.pointee.original) { original in
            _ = tcsetattr(state.pointee.fileDescriptor, TCSAFLUSH, original)
        }
        if state.pointee.sequenceCount > 0 {
            _ = write(state.pointee.outputFileDescriptor, state.pointee.sequence, state.pointee.sequenceCount)
        }
    }
}

/// Everything the handler needs, allocated before any handler can run.
struct GuardState {
    var fileDescriptor: Int32
    var original: termios
    var outputFileDescriptor: Int32
    var sequence: UnsafeMutablePointer<UInt8>
    var sequenceCount: Int
    var previousActions: UnsafeMutablePointer<sigaction>
}

/// One slot per signal number (Linux and Darwin have fewer than 65).
private let signalSlots = 65

/// Set while raw mode is on; read by the signal handler. Only the thread that turns raw mode on
/// and off writes it, and it is written before handlers are installed and after they are removed.
nonisolated(unsafe) private var guardState: UnsafeMutablePointer<GuardState>?

/// The handler: restore the terminal, give the signal back to whoever handled it before, raise it.
private func restoreAndReraise(_ signal: Int32) {
    TerminalSignalGuard.restoreTerminal()
    if let state = guardState, Int(signal) < signalSlots {
        sigaction(signal, state.pointee.previousActions + Int(signal), nil)
    }
    raise(signal)
}
