/// Carries a value into a `@Sendable` closure or a task.
// @unchecked Sendable: used only by the async bridges, which hand a disposable, an observer or a
// sequence to exactly one task or termination handler, as RxSwift's bridges capture them.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
}
