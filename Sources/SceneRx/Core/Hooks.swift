/// Global hooks of the library, as RxSwift's `Hooks`.
public enum Hooks {
    /// Called with an error that reached a subscription without an `onError` handler.
    // nonisolated(unsafe): a process-wide setting meant to be assigned once at start-up, as in
    // RxSwift, where it is a plain static var.
    nonisolated(unsafe) public static var defaultErrorHandler: (Swift.Error) -> Void = { error in
        print("Unhandled error happened: \(error)")
    }
}
