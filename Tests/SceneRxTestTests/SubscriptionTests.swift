import SceneRxTest
import XCTest

/// RxTest's `Subscription` is Hashable by both its times, so sets and dictionary keys of
/// subscriptions behave as there.
final class SubscriptionTests: XCTestCase {
    func testEqualAndHashedByBothTimes() {
        XCTAssertTrue(Subscription(200, 300) == Subscription(200, 300))
        XCTAssertFalse(Subscription(200, 300) == Subscription(200, 301))
        XCTAssertFalse(Subscription(200) == Subscription(200, 300))
        XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
        let set: Set = [Subscription(200, 300), Subscription(200, 300), Subscription(200), Subscription(210, 300)]
        XCTAssertEqual(set.count, 3)
        XCTAssertEqual(Subscription(200, 300).hashValue, Subscription(200, 300).hashValue)
    }
}
