/// The scheduler factory of `Driver` and `Signal`, replaceable in tests, as RxCocoa's.
public enum SharingScheduler {
    /// Makes the scheduler shared sequences deliver on; `MainScheduler()` by default.
    // nonisolated(unsafe): a test-time switch, as in RxCocoa, where it is a plain static var;
    // `mock` sets it only for the duration of a synchronous action.
    nonisolated(unsafe) public private(set) static var make: () -> SchedulerType = { MainScheduler() }

    /// Runs `action` with shared sequences created inside it delivering on `scheduler`.
    ///
    /// The scheduler is read when a sequence is converted (`asDriver`, `asSignal`, `just`...),
    /// so create the sequences under test inside `action`.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences created inside it using `makeScheduler`.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let originalMake = make
        make = makeScheduler
        defer { make = originalMake }
        try action()
    }
}
