import Foundation
import SceneRx
import XCTest

/// `Single.create(detached:priority:work:)`: the async closure's result or error becomes the
/// Single's, and disposing the subscription cancels the task.
final class SingleCreateAsyncTests: XCTestCase {
    private struct Failed: Error {}

    func testTheResultOfWorkIsTheSingleValue() async throws {
        let single = Single<Int>.create { 6 * 7 }
        let value = try await single.value
        XCTAssertEqual(value, 42)
    }

    func testADetachedTaskDeliversToo() async throws {
        let single = Single<String>.create(detached: true, priority: .low) { "detached" }
        let value = try await single.value
        XCTAssertEqual(value, "detached")
    }

    func testAnErrorOfWorkFailsTheSingle() async {
        let single = Single<Int>.create { () async throws -> Int in throw Failed() }
        do {
            _ = try await single.value
            XCTFail("the Single should fail")
        } catch {
            XCTAssertTrue(error is Failed)
        }
    }

    func testDisposingCancelsTheTask() {
        let cancelled = expectation(description: "the task sees its cancellation")
        let started = expectation(description: "the task started")
        let single = Single<Int>.create {
            started.fulfill()
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000) }
            cancelled.fulfill()
            return 0
        }
        let subscription = single.subscribe { _ in }
        wait(for: [started], timeout: 5)
        subscription.dispose()
        wait(for: [cancelled], timeout: 5)
    }
}
