import SceneRx
import XCTest

// Assertions on recorded events, as RxTest's XCTest+Rx.swift: on failure they list both
// sequences, so a timing difference is easy to spot.

/// Asserts that two lists of events are equal.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line
) {
    if lhs == rhs { return }
    XCTFail(difference(lhs, rhs), file: file, line: line)
}

/// Asserts that two lists of recorded events are equal, times included.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line
) {
    if lhs == rhs { return }
    XCTFail(difference(lhs, rhs), file: file, line: line)
}

/// Asserts that two lists of recorded events of optionals are equal, times included.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line
) {
    if lhs == rhs { return }
    XCTFail(difference(lhs, rhs), file: file, line: line)
}

/// Asserts that the recorded events are exactly `elements` as `next` events (any times).
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line
) {
    let events = stream.map(\.value)
    let expected = elements.map { Event.next($0) }
    if events == expected { return }
    XCTFail(difference(events, expected), file: file, line: line)
}

private func difference<T>(_ lhs: [T], _ rhs: [T]) -> String {
    let left = lhs.map { "  \(String(reflecting: $0))" }.joined(separator: "\n")
    let right = rhs.map { "  \(String(reflecting: $0))" }.joined(separator: "\n")
    return "events differ\nactual:\n\(left)\nexpected:\n\(right)"
}
