import Dispatch
import TemplateEngine
import Testing

/// `TemplateEnvironment` is `Sendable`: one template rendered on many threads at
/// once, its include parsed on first use by whichever render gets there first.
@Suite("Rendering one environment's templates on many threads")
struct ConcurrentRenderTests {
    /// Two renders could each parse the imported file and the second replaced the first
    /// in the cache, freeing the text of the macros the first then called: garbage or a crash.
    @Test func firstUsesOfAnImportOnManyThreadsRenderTheSameText() throws {
        let macros =
            "{% macro part %}" + String(repeating: "line {{ n }} of a long macro\n", count: 200) + "{% endmacro %}"
        let expected = String(repeating: "line 7 of a long macro\n", count: 200)
        for _ in 0..<50 {
            let environment = TemplateEnvironment(
                loader: DictionaryTemplateLoader(templates: [
                    "main": #"{% import "macros" %}{% call part %}"#, "macros": macros,
                ]))
            let template = try environment.template(named: "main")
            let outputs = Outputs(count: 8)
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                outputs.set(index, (try? template.render(["n": 7])) ?? "error")
            }
            #expect(outputs.all == Array(repeating: expected, count: 8))
        }
    }
}

/// Results written from several threads, one slot each.
private final class Outputs: @unchecked Sendable {
    private var values: [String]
    private let lock = DispatchLock()

    init(count: Int) { values = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) { lock.withLock { values[index] = value } }

    var all: [String] { lock.withLock { values } }
}

/// A lock from Dispatch, so the test needs no Foundation.
private final class DispatchLock: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)

    func withLock<T>(_ body: () -> T) -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
