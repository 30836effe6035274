import SceneRx
import SceneRxTest
import XCTest

// The RxTest-style test scenegen emits for a ViewModel: synchronous, non-isolated, virtual time.

final class CarListViewModelTests: XCTestCase {
    private final class MockCarRepository: CarRepositoryProtocol {
        var response: Observable<[Car]> = .just([])
        var fetchCount = 0

        func fetchCars() -> Observable<[Car]> {
            fetchCount += 1
            return response
        }
    }

    private var scheduler: TestScheduler!
    private var repository: MockCarRepository!
    private var viewModel: CarListViewModel!
    private var disposeBag: DisposeBag!

    private let cars = [Car(id: 1, name: "Beetle"), Car(id: 2, name: "Mini")]

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        repository = MockCarRepository()
        viewModel = CarListViewModel(repository: repository)
        disposeBag = DisposeBag()
    }

    private func makeInput(
        viewDidLoad: [Recorded<Event<Void>>] = [.next(210, ())],
        refresh: [Recorded<Event<Void>>] = [],
        selection: [Recorded<Event<Int>>] = []
    ) -> CarListViewModel.Input {
        CarListViewModel.Input(
            viewDidLoad: scheduler.createHotObservable(viewDidLoad).asObservable(),
            refresh: scheduler.createHotObservable(refresh).asObservable(),
            selection: scheduler.createHotObservable(selection).asObservable())
    }

    func testViewDidLoadLoadsRowsAndTogglesLoading() {
        repository.response = scheduler.createColdObservable([.next(20, cars), .completed(20)]).asObservable()
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(input: makeInput())
            let rows = scheduler.createObserver([String].self)
            let loading = scheduler.createObserver(Bool.self)
            output.rows.drive(rows).disposed(by: disposeBag)
            output.loading.drive(loading).disposed(by: disposeBag)
            scheduler.start()

            // Driver delivers on the (mocked) scheduler: one tick after the source, as in RxTest.
            XCTAssertEqual(rows.events, [.next(231, ["1. Beetle", "2. Mini"])])
            XCTAssertEqual(loading.events, [.next(1, false), .next(211, true), .next(231, false)])
        }
        XCTAssertEqual(repository.fetchCount, 1)
    }

    func testTitleUsesStartDefaults() {
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(input: makeInput())
            let title = scheduler.start { output.title }
            XCTAssertEqual(title.events, [.next(201, "Cars"), .completed(201)])
        }
    }

    func testFailureShowsTheErrorAndEmptyRowsAndStopsLoading() {
        repository.response = scheduler.createColdObservable([.error(20, CarLoadingError.offline)]).asObservable()
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(input: makeInput())
            let rows = scheduler.createObserver([String].self)
            let errors = scheduler.createObserver(String.self)
            let loading = scheduler.createObserver(Bool.self)
            output.rows.drive(rows).disposed(by: disposeBag)
            output.error.emit(to: errors).disposed(by: disposeBag)
            output.loading.drive(loading).disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(errors.events, [.next(231, "You are offline.")])
            XCTAssertEqual(rows.events, [.next(231, [])])
            XCTAssertEqual(loading.events.last, .next(231, false))
        }
    }

    func testRefreshReloadsAndTheLatestRequestWins() {
        let slow = scheduler.createColdObservable([.next(50, [Car(id: 9, name: "Old")]), .completed(50)])
        let fast = scheduler.createColdObservable([.next(5, cars), .completed(5)])
        var responses = [slow.asObservable(), fast.asObservable()]
        final class SequencedRepository: CarRepositoryProtocol {
            var next: () -> Observable<[Car]>
            init(next: @escaping () -> Observable<[Car]>) { self.next = next }
            func fetchCars() -> Observable<[Car]> { next() }
        }
        let repository = SequencedRepository { responses.isEmpty ? .empty() : responses.removeFirst() }
        let viewModel = CarListViewModel(repository: repository)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(input: makeInput(refresh: [.next(220, ())]))
            let rows = scheduler.start { output.rows }
            // The slow first request (due at 260) is dropped by flatMapLatest at 220.
            XCTAssertEqual(rows.events, [.next(226, ["1. Beetle", "2. Mini"])])
            XCTAssertEqual(slow.subscriptions, [Subscription(210, 220)])
        }
    }

    func testSelectionEmitsTheSelectedCarAndIgnoresOutOfRangeRows() {
        repository.response = .just(cars)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(input: makeInput(selection: [.next(300, 1), .next(310, 5)]))
            let rows = scheduler.createObserver([String].self)
            output.rows.drive(rows).disposed(by: disposeBag)
            let selected = scheduler.createObserver(Car.self)
            output.selectedCar.emit(to: selected).disposed(by: disposeBag)
            scheduler.start()
            XCTAssertEqual(selected.events, [.next(301, Car(id: 2, name: "Mini"))])
        }
    }

    func testWithoutMockOutputsArriveAtSourceTimesOnTheMainThread() {
        repository.response = .just(cars)
        let output = viewModel.transform(input: makeInput())
        let result = scheduler.start { output.rows.asObservable() }
        XCTAssertEqual(result.events.count, 1)
        XCTAssertEqual(result.events.first?.time, 210)
        XCTAssertEqual(result.events.first?.value.element, ["1. Beetle", "2. Mini"])
    }
}
