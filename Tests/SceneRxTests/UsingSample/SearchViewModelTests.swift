import SceneRx
import SceneRxTest
import XCTest

// Passes the scheduler's hot observables straight into `Input(...)`, as RxTest users do: the
// scheduler keeps them alive until their events fired. The same file passes against RxSwift.

final class SearchViewModelTests: XCTestCase {
    private struct Failure: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    private final class MockSearchService: SearchServiceProtocol {
        var responses: [String: Single<[String]>] = [:]
        var queries: [String] = []

        func search(_ query: String) -> Single<[String]> {
            queries.append(query)
            return responses[query] ?? .just([])
        }
    }

    private var scheduler: TestScheduler!
    private var service: MockSearchService!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        service = MockSearchService()
        disposeBag = DisposeBag()
    }

    func testTypingIsDebouncedAndTheLatestQueryWins() {
        service.responses["sw"] = scheduler.createColdObservable([.next(10, ["Swift"]), .completed(10)]).asObservable()
            .asSingle()
        service.responses["swi"] = scheduler.createColdObservable([.next(4, ["Swift", "Swim"]), .completed(4)])
            .asObservable().asSingle()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(service: service, scheduler: scheduler)
            let output = viewModel.transform(
                input: SearchViewModel.Input(
                    query: scheduler.createHotObservable([
                        .next(210, "s"), .next(211, "sw"), .next(220, "swi"), .next(221, "swi"),
                    ]).asObservable(),
                    retry: scheduler.createHotObservable([]).asObservable()))
            let results = scheduler.createObserver([String].self)
            let loading = scheduler.createObserver(Bool.self)
            output.results.drive(results).disposed(by: disposeBag)
            output.isLoading.drive(loading).disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(service.queries, ["sw", "swi"])
            // "sw" (due at 214) answers at 224, as "swi" is asked; drivers add one tick.
            XCTAssertEqual(results.events, [.next(225, ["Swift"]), .next(229, ["Swift", "Swim"])])
            XCTAssertEqual(
                loading.events,
                [.next(1, false), .next(215, true), .next(225, false), .next(226, true), .next(229, false)])
        }
    }

    func testAFailureIsShownOnceAndRetryRepeatsTheLastQuery() {
        var attempts = 0
        final class FlakyService: SearchServiceProtocol {
            let next: () -> Single<[String]>
            init(next: @escaping () -> Single<[String]>) { self.next = next }
            func search(_ query: String) -> Single<[String]> { next() }
        }
        let flaky = FlakyService {
            attempts += 1
            return attempts == 1 ? .error(Failure()) : .just(["Swift"])
        }
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(service: flaky, scheduler: scheduler)
            let output = viewModel.transform(
                input: SearchViewModel.Input(
                    query: scheduler.createHotObservable([.next(210, "swift")]).asObservable(),
                    retry: scheduler.createHotObservable([.next(300, ())]).asObservable()))
            let failures = scheduler.createObserver(String.self)
            let counts = scheduler.createObserver(Int.self)
            output.failure.emit(to: failures).disposed(by: disposeBag)
            output.resultCount.drive(counts).disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(failures.events, [.next(214, "offline")])
            // `startWith` on a Driver emits during the subscription, made at 0 before the run.
            XCTAssertEqual(counts.events, [.next(0, 0), .next(214, 0), .next(301, 1)])
            XCTAssertEqual(attempts, 2)
        }
    }

    func testStartWithDefaultTimesSeesOnlyEventsAfterTheSubscription() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(service: service, scheduler: scheduler)
            let query = scheduler.createHotObservable([.next(150, "early"), .next(250, "late"), .completed(400)])
            let output = viewModel.transform(
                input: SearchViewModel.Input(query: query.asObservable(), retry: .never()))
            let results = scheduler.start { output.results }
            XCTAssertEqual(service.queries, ["late"])
            // `retry` never completes, so neither does the merge; the query is subscribed twice
            // (directly and by withLatestFrom) and both end with its completion.
            XCTAssertEqual(results.events, [.next(254, [])])
            XCTAssertEqual(query.subscriptions, [Subscription(200, 400), Subscription(200, 400)])
        }
    }
}
