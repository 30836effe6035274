#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal handlers of raw mode: they put the terminal back before the process dies or is
/// suspended, take raw mode up again on resume, and ask for a redraw on resume and resize.
///
/// A signal handler can use neither captured context nor allocation, so the state lives in
/// globals set up before the handlers are installed, and the handlers only call
/// async-signal-safe functions (`tcsetattr`, `write`, `sigaction`, `pthread_sigmask`, `raise`).
enum TerminalSignalGuard {
    /// The signals that would leave the terminal raw: interruption, termination and crashes.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    /// Job control and resize: Ctrl-Z, `fg`/`bg`, a window size change.
    static let jobSignals: [Int32] = [SIGTSTP, SIGCONT, SIGWINCH]

    static var isInstalled: Bool { guardState != nil }

    static func install(
        fileDescriptor: Int32, original: termios, raw: termios, restoreSequence: [UInt8], resumeSequence: [UInt8],
        outputFileDescriptor: Int32
    ) {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        previous.initialize(repeating: sigaction(), count: signalSlots)
        let state = UnsafeMutablePointer<GuardState>.allocate(capacity: 1)
        state.initialize(
            to: GuardState(
                fileDescriptor: fileDescriptor, original: original, raw: raw,
                outputFileDescriptor: outputFileDescriptor,
                restoreSequence: SignalSafeBytes(restoreSequence), resumeSequence: SignalSafeBytes(resumeSequence),
                previousActions: previous))
        guardState = state
        redrawRequested = 0
        for signal in signals where Int(signal) < signalSlots {
            setHandler(restoreAndReraise, for: signal, saving: previous + Int(signal))
        }
        setHandler(suspend, for: SIGTSTP, saving: previous + Int(SIGTSTP))
        setHandler(resume, for: SIGCONT, saving: previous + Int(SIGCONT))
        setHandler(resized, for: SIGWINCH, saving: previous + Int(SIGWINCH))
    }

    static func uninstall() {
        guard let state = guardState else { return }
        for signal in signals + jobSignals where Int(signal) < signalSlots {
            sigaction(signal, state.pointee.previousActions + Int(signal), nil)
        }
        guardState = nil
        state.pointee.restoreSequence.deallocate()
        state.pointee.resumeSequence.deallocate()
        state.pointee.previousActions.deallocate()
        state.deallocate()
    }

    /// Puts the terminal back and writes the restore sequence; safe inside a signal handler.
    static func restoreTerminal() {
        guard let state = guardState else { return }
        withUnsafePointer(to: state.pointee.original) { original in
            _ = tcsetattr(state.pointee.fileDescriptor, TCSAFLUSH, original)
        }
        state.pointee.restoreSequence.write(to: state.pointee.outputFileDescriptor)
    }

    /// Takes raw mode up again and writes the resume sequence; safe inside a signal handler.
    static func reenterRawMode() {
        guard let state = guardState else { return }
        withUnsafePointer(to: state.pointee.raw) { raw in
            _ = tcsetattr(state.pointee.fileDescriptor, TCSADRAIN, raw)
        }
        state.pointee.resumeSequence.write(to: state.pointee.outputFileDescriptor)
    }

    /// Whether the window was resized or the process resumed since the last call: the screen
    /// must be drawn again. Clears the request.
    static func takeRedrawRequest() -> Bool {
        guard redrawRequested != 0 else { return false }
        redrawRequested = 0
        return true
    }

    /// Installs `handler` (or `SIG_DFL`) for `signal`, keeping the action it replaces in `previous`.
    fileprivate static func setHandler(
        _ handler: (@convention(c) (Int32) -> Void)?, for signal: Int32,
        saving previous: UnsafeMutablePointer<sigaction>?
    ) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, previous)
    }
}

/// Everything the handlers need, allocated before any handler can run.
struct GuardState {
    var fileDescriptor: Int32
    var original: termios
    var raw: termios
    var outputFileDescriptor: Int32
    var restoreSequence: SignalSafeBytes
    var resumeSequence: SignalSafeBytes
    var previousActions: UnsafeMutablePointer<sigaction>
}

/// Bytes a signal handler can write: copied to memory of their own before handlers run.
struct SignalSafeBytes {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int

    init(_ source: [UInt8]) {
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(source.count, 1))
        bytes.initialize(from: source, count: source.count)
        count = source.count
    }

    func write(to descriptor: Int32) {
        if count > 0 { _ = systemWrite(descriptor, bytes, count) }
    }

    func deallocate() {
        bytes.deallocate()
    }
}

/// `write(2)`, named apart from `SignalSafeBytes.write(to:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// One slot per signal number (Linux and Darwin have fewer than 65).
private let signalSlots = 65

/// Set while raw mode is on; read by the signal handlers. Only the thread that turns raw mode on
/// and off writes it, and it is written before handlers are installed and after they are removed.
nonisolated(unsafe) private var guardState: UnsafeMutablePointer<GuardState>?

/// Set by the resize and resume handlers, cleared by `takeRedrawRequest()` (an aligned word: a
/// handler's store cannot be torn).
nonisolated(unsafe) private var redrawRequested: Int32 = 0

/// The handler of the fatal signals: restore the terminal, give the signal back to whoever
/// handled it before, raise it.
private func restoreAndReraise(_ signal: Int32) {
    TerminalSignalGuard.restoreTerminal()
    if let state = guardState, Int(signal) < signalSlots {
        sigaction(signal, state.pointee.previousActions + Int(signal), nil)
    }
    raise(signal)
}

/// Ctrl-Z: restore the terminal, stop the way SIGTSTP stops by default, and on `fg` (or when the
/// stop was refused, as for an orphaned process group) take raw mode up again.
private func suspend(_ signal: Int32) {
    TerminalSignalGuard.restoreTerminal()
    TerminalSignalGuard.setHandler(SIG_DFL, for: SIGTSTP, saving: nil)
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    raise(SIGTSTP)
    // Running again.
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    TerminalSignalGuard.setHandler(suspend, for: SIGTSTP, saving: nil)
    TerminalSignalGuard.reenterRawMode()
    redrawRequested = 1
}

/// SIGCONT (`fg`, `bg`, `kill -CONT`): whatever the shell did to the terminal meanwhile, raw mode
/// comes back and the screen is drawn again.
private func resume(_ signal: Int32) {
    TerminalSignalGuard.reenterRawMode()
    redrawRequested = 1
}

/// SIGWINCH: the window changed size; draw the screen again at the new width.
private func resized(_ signal: Int32) {
    redrawRequested = 1
}
