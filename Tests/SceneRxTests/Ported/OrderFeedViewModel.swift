import Foundation
import SceneRx

/// An order as the feed delivers it.
struct Order: Equatable {
    let id: Int
    let category: String
    let amount: Int
}

/// A hand-written RxSwift ViewModel (issue 19): one connection to a failing order feed shared
/// by every output, resubscribed when the user taps retry; orders in batches of three or ten
/// seconds, running totals per category, and the orders up to the first big one. Written
/// against RxSwift's API; with RxSwift's imports it builds and passes on RxSwift 6.10.2.
final class OrderFeedViewModel {
    struct Input {
        let orders: Observable<Order>
        let retryTaps: Observable<Void>
    }

    struct Output {
        let batches: Observable<[Order]>
        let totals: Observable<String>
        let untilBigOrder: Observable<Order>
        /// Starts the shared feed; disposing it stops the feed.
        let connect: () -> Disposable
    }

    private let scheduler: SchedulerType

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    func transform(_ input: Input) -> Output {
        let feed = input.orders
            .retry(when: { (errors: Observable<Error>) in
                errors.flatMap { _ in input.retryTaps.take(1) }
            })
            .publish()
        let batches = feed.buffer(timeSpan: .seconds(10), count: 3, scheduler: scheduler)
            .filter { !$0.isEmpty }
        let totals = feed.groupBy(keySelector: { $0.category })
            .flatMap { group in
                group.scan(0) { $0 + $1.amount }.map { "\(group.key)=\($0)" }
            }
        let untilBigOrder = feed.take(while: { $0.amount < 100 }, behavior: .inclusive)
        return Output(batches: batches, totals: totals, untilBigOrder: untilBigOrder, connect: { feed.connect() })
    }
}
