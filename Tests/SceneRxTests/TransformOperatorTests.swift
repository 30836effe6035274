import SceneRx
import SceneRxTest
import XCTest

final class TransformOperatorTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testMapTransformsInOrderAndForwardsCompletion() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapThrowEndsWithErrorAndDisposesTheSource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw TestError() }
                return value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMapForwardsSourceError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 2))])
        let result = scheduler.start { xs.map { $0 } }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError(id: 2))])
    }

    func testFilterAndItsThrow() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let result = scheduler.start {
            xs.filter { value in
                if value == 4 { throw TestError() }
                return value % 2 == 1
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .error(240, TestError())])
    }

    func testCompactMapDropsNilAndTurnsAThrowIntoAnError() {
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .next(240, "!")])
        let result = scheduler.start {
            xs.compactMap { text -> Int? in
                if text == "!" { throw TestError() }
                return Int(text)
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .error(240, TestError())])
    }

    func testDistinctUntilChangedVariants() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .next(250, 1), .completed(260),
        ])
        let result = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(
            result.events, [.next(210, 1), .next(230, 2), .next(240, 1), .completed(260)])

        var keyed: [String] = []
        _ = Observable.of("a", "b", "ab", "cd", "e").distinctUntilChanged { $0.count }
            .subscribe(onNext: { keyed.append($0) })
        XCTAssertEqual(keyed, ["a", "ab", "e"])
        var compared: [Int] = []
        _ = Observable.of(1, 2, 5, 6).distinctUntilChanged { abs($0 - $1) < 2 }.subscribe(onNext: {
            compared.append($0)
        })
        XCTAssertEqual(compared, [1, 5])
    }

    func testStartWithEmitsBeforeTheSource() {
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(220)])
        let result = scheduler.start { xs.startWith(1, 2) }
        XCTAssertEqual(result.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(220)])
    }

    func testScanEmitsEachAccumulationAndTurnsAThrowIntoAnError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(240)])

        var into: [[Int]] = []
        _ = Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: { into.append($0) })
        XCTAssertEqual(into, [[1], [1, 2]])

        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).scan(0) { _, _ in throw TestError() }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError())])
    }

    func testTakeCompletesAfterCountAndDisposesTheSource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { xs.take(2) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeZeroCompletesWithoutSubscribing() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let result = scheduler.start { xs.take(0) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeUntilAndWhile() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let stop = scheduler.createHotObservable([.next(230, ())])
        let result = scheduler.start { xs.take(until: stop) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])

        var taken: [Int] = []
        _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }).subscribe(onNext: { taken.append($0) })
        XCTAssertEqual(taken, [1, 2])
    }

    func testSkipDropsTheFirstElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { xs.skip(2) }
        XCTAssertEqual(result.events, [.next(230, 3), .completed(240)])

        var skipped: [Int] = []
        _ = Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 }).subscribe(onNext: { skipped.append($0) })
        XCTAssertEqual(skipped, [3, 1])
    }

    func testMaterializeAndDematerialize() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let result = scheduler.start { xs.materialize() }
        XCTAssertEqual(result.events.map(\.time), [210, 220, 220])
        XCTAssertEqual(result.events[0].value.element, .next(1))
        XCTAssertEqual(result.events[1].value.element, .error(TestError()))
        XCTAssertTrue(result.events[2].value.isCompleted)

        var events: [Event<Int>] = []
        _ = Observable.of(Event.next(1), Event<Int>.completed).dematerialize().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testIgnoreElementsAndEnumerated() {
        var events: [Event<Never>] = []
        _ = Observable.of(1, 2).ignoreElements().subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events.first?.isCompleted ?? false)

        var pairs: [String] = []
        _ = Observable.of("a", "b").enumerated().subscribe(onNext: { pairs.append("\($0.index)\($0.element)") })
        XCTAssertEqual(pairs, ["0a", "1b"])
    }
}
