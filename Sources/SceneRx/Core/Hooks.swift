/// Global hooks of the library, as RxSwift's `Hooks`.
public enum Hooks {
    /// The handler of errors that reach a subscription without an `onError` closure.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Called with an error that reached a subscription without an `onError` handler; the call
    /// stack is always empty here (RxSwift records it only with its call-stack hook enabled).
    // nonisolated(unsafe): a process-wide setting meant to be assigned once at start-up, as in
    // RxSwift, where it is a plain static var.
    nonisolated(unsafe) public static var defaultErrorHandler: DefaultErrorHandler = { _, error in
        print("Unhandled error happened: \(error)")
    }
}
