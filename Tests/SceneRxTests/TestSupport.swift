import SceneRx

/// An error for tests; two values with the same `id` compare equal.
struct TestError: Error, Equatable {
    var id = 0
}

/// An object to watch for deallocation through a weak reference.
final class Token {}
