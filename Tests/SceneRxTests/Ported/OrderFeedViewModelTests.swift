import SceneRx
import SceneRxTest
import XCTest

/// RxTest-style tests of `OrderFeedViewModel`, unchanged but for imports on RxSwift + RxTest.
final class OrderFeedViewModelTests: XCTestCase {
    private struct FeedDown: Error {}

    private let tea = Order(id: 1, category: "tea", amount: 5)
    private let cake = Order(id: 2, category: "cake", amount: 20)
    private let tea2 = Order(id: 3, category: "tea", amount: 7)
    private let big = Order(id: 4, category: "cake", amount: 150)
    private let tea3 = Order(id: 5, category: "tea", amount: 1)

    private func makeOutput(
        _ scheduler: TestScheduler, orders: TestableObservable<Order>, taps: TestableObservable<Void>
    )
        -> OrderFeedViewModel.Output
    {
        OrderFeedViewModel(scheduler: scheduler)
            .transform(.init(orders: orders.asObservable(), retryTaps: taps.asObservable()))
    }

    func testOneConnectionFeedsEveryOutput() {
        let scheduler = TestScheduler(initialClock: 0)
        let orders = scheduler.createHotObservable([
            .next(210, tea), .next(212, cake), .next(214, tea2), .next(230, big), .next(240, tea3), .completed(300),
        ])
        let taps = scheduler.createHotObservable([Recorded<Event<Void>>]())
        let output = makeOutput(scheduler, orders: orders, taps: taps)
        let batches = scheduler.createObserver([Order].self)
        let totals = scheduler.createObserver(String.self)
        let untilBig = scheduler.createObserver(Order.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            output.batches.subscribe(batches).disposed(by: bag)
            output.totals.subscribe(totals).disposed(by: bag)
            output.untilBigOrder.subscribe(untilBig).disposed(by: bag)
            output.connect().disposed(by: bag)
        }
        scheduler.start()

        // Ten-second batches from the connection at 200 (the count of three is never reached).
        XCTAssertEqual(
            batches.events,
            [.next(210, [tea]), .next(220, [cake, tea2]), .next(230, [big]), .next(240, [tea3]), .completed(300)])
        XCTAssertEqual(
            totals.events,
            [
                .next(210, "tea=5"), .next(212, "cake=20"), .next(214, "tea=12"), .next(230, "cake=170"),
                .next(240, "tea=13"), .completed(300),
            ])
        XCTAssertEqual(
            untilBig.events, [.next(210, tea), .next(212, cake), .next(214, tea2), .next(230, big), .completed(230)])
        XCTAssertEqual(orders.subscriptions, [Subscription(200, 300)])
    }

    func testAFailedFeedWaitsForRetryTap() {
        let scheduler = TestScheduler(initialClock: 0)
        let orders = scheduler.createColdObservable([
            .next(10, tea), .error(20, FeedDown()),
        ])
        let taps = scheduler.createHotObservable([.next(250, ()), .next(260, ())])
        let output = makeOutput(scheduler, orders: orders, taps: taps)
        let untilBig = scheduler.createObserver(Order.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            output.untilBigOrder.subscribe(untilBig).disposed(by: bag)
            output.connect().disposed(by: bag)
        }
        scheduler.advanceTo(300)

        // The tap at 250 resubscribes; the one at 260 comes while the feed runs and is not kept.
        XCTAssertEqual(untilBig.events, [.next(210, tea), .next(260, tea)])
        XCTAssertEqual(orders.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
        XCTAssertEqual(taps.subscriptions, [Subscription(220, 250), Subscription(270)])
    }
}
