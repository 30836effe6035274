import Dispatch
import Foundation

/// Runs the async bridges of a scenario's `async:` line and collects what they deliver, as
/// `1 2 |` or `1 #e`: `values(chain)`, `infallibleValues(chain)`,
/// `singleValue(chain)`, `maybeValue(chain)`, `completableValue(chain)`, `fromAsync(1, 2)`
/// (an AsyncStream through `asObservable()`) and `fromAsyncThrowing(1, 2)` (it then throws `e`).
enum AsyncBridge {
    static func run(_ node: Node, _ evaluator: Evaluator) throws -> String {
        let outcome = Outcome()
        guard case .call(nil, let name, let arguments) = node else {
            throw ScenarioMistake("unknown async form `\(node)`")
        }
        let first = arguments.first ?? .name("")
        switch name {
        case "values":
            let stream = try evaluator.observable(first).values
            outcome.task {
                for try await value in stream { outcome.add("\(value)") }
            }
        case "infallibleValues":
            let stream = try evaluator.infallible(first).values
            outcome.task {
                for await value in stream { outcome.add("\(value)") }
            }
        case "singleValue":
            let single = Carry(value: try evaluator.single(first))
            outcome.task { outcome.add("\(try await single.value.value)") }
        case "maybeValue":
            let maybe = Carry(value: try evaluator.maybe(first))
            outcome.task { outcome.add("\(try await maybe.value.value.map(String.init) ?? "nil")") }
        case "completableValue":
            let completable = Carry(value: try evaluator.completable(first))
            outcome.task { try await completable.value.value }
        case "fromAsync", "fromAsyncThrowing":
            let values = try arguments.map(evaluator.functions.int)
            let throwing = name == "fromAsyncThrowing"
            let sequence = AsyncThrowingStream<Int, Error> { continuation in
                for value in values { continuation.yield(value) }
                continuation.finish(throwing: throwing ? ScenarioError(name: "e") : nil)
            }
            let subscription = sequence.asObservable().subscribe { event in
                switch event {
                case .next(let value): outcome.add("\(value)")
                case .error(let error): outcome.finish("#\(Marble.errorName(error))")
                case .completed: outcome.finish("|")
                }
            }
            defer { subscription.dispose() }
            return outcome.wait()
        default: throw ScenarioMistake("unknown async form `\(name)`")
        }
        return outcome.wait()
    }

    /// Carries a non-Sendable sequence into the task that awaits it.
    // @unchecked Sendable: the value is handed to one task and used only there.
    struct Carry<Value>: @unchecked Sendable {
        let value: Value
    }

    /// What the bridge delivered, filled from a task and read once it finished.
    // @unchecked Sendable: every access goes through `lock`.
    final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private let done = DispatchSemaphore(value: 0)
        private var tokens: [String] = []

        func add(_ token: String) {
            lock.lock()
            tokens.append(token)
            lock.unlock()
        }

        func finish(_ token: String) {
            add(token)
            done.signal()
        }

        func task(_ body: @escaping @Sendable () async throws -> Void) {
            Task.detached {
                do {
                    try await body()
                    self.finish("|")
                } catch {
                    self.finish("#\(Marble.errorName(error))")
                }
            }
        }

        func wait() -> String {
            if done.wait(timeout: .now() + 10) == .timedOut { add("timed-out") }
            lock.lock()
            defer { lock.unlock() }
            return tokens.joined(separator: " ")
        }
    }
}
