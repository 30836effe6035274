import SceneRx

/// An error for tests; two values with the same `id` compare equal.
struct TestError: Error, Equatable {
    var id = 0
}

/// An object to watch for deallocation through a weak reference.
final class Token {}

/// Hands a value to another thread in a test.
// @unchecked Sendable: the tests hand the value over once and synchronise with an expectation.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
