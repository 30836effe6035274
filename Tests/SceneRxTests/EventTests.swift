import SceneRx
import SceneRxTest
import XCTest

final class EventTests: XCTestCase {
    func testAccessors() {
        let next = Event.next(1)
        let error = Event<Int>.error(TestError())
        let completed = Event<Int>.completed
        XCTAssertEqual(next.element, 1)
        XCTAssertNil(next.error)
        XCTAssertFalse(next.isStopEvent)
        XCTAssertTrue(error.isStopEvent)
        XCTAssertTrue(error.error is TestError)
        XCTAssertTrue(completed.isCompleted)
        XCTAssertNil(completed.element)
        XCTAssertEqual(String(reflecting: next), "next(1)")
    }

    func testMapTransformsElementsAndTurnsAThrowIntoAnError() {
        XCTAssertEqual(Event.next(2).map { $0 * 3 }, .next(6))
        XCTAssertEqual(Event<Int>.completed.map { $0 * 3 }, .completed)
        let failed: Event<Int> = Event.next(2).map { _ in throw TestError(id: 7) }
        XCTAssertEqual(failed, .error(TestError(id: 7)))
        XCTAssertNotEqual(failed, .error(TestError(id: 8)))
    }
}
