/// Global hooks of the library, as RxSwift's `Hooks`.
public enum Hooks {
    /// Captures the call stack of a subscription, given to `defaultErrorHandler` (RxSwift's type).
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// The handler of errors that reach a subscription without an `onError` closure.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Called with an error that reached a subscription without an `onError` handler; the call
    /// stack is empty unless `recordCallStackOnError` is on (as in RxSwift).
    // nonisolated(unsafe): a process-wide setting meant to be assigned once at start-up, as in
    // RxSwift, where it is a plain static var.
    nonisolated(unsafe) public static var defaultErrorHandler: DefaultErrorHandler = { _, error in
        print("Unhandled error happened: \(error)")
    }

    // nonisolated(unsafe), as `defaultErrorHandler`: settings assigned once at start-up.

    /// Whether `subscribe(onNext:onError:onCompleted:onDisposed:)` captures the call stack for
    /// `defaultErrorHandler`: RxSwift's switch, off by default; while it is on,
    /// `customCaptureSubscriptionCallstack` is called once per such subscription.
    nonisolated(unsafe) public static var recordCallStackOnError = false

    /// What captures the call stack when `recordCallStackOnError` is on: nothing by default
    /// (RxSwift's default records `Thread.callStackSymbols` in debug builds only).
    nonisolated(unsafe) public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
        []
    }
}
