import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import CarShop

/// The Cars ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class CarListViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    /// The ViewModel's output for an input whose actions fire at the given times.
    private func transform(
        _ viewModel: CarListViewModel,
        refresh refreshEvents: [Recorded<Event<Void>>] = [],
        select selectEvents: [Recorded<Event<Int>>] = []
    ) -> CarListViewModel.Output {
        let input = CarListViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            refresh: scheduler.createHotObservable(refreshEvents).asObservable(),
            select: scheduler.createHotObservable(selectEvents).asObservable()
        )
        // Drivers made inside `mock` deliver on the test scheduler, in virtual time.
        var output: CarListViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = viewModel.transform(input: input)
        }
        return output
    }

    private func makeViewModel() -> CarListViewModel {
        CarListViewModel.make()
    }

    func testTitleIsCarListTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.navigationTitle.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Cars"), .completed(1)])
    }

    func testCarsInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([String].self)
        output.cars.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, []), .completed(1)])
    }

    func testHintInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String.self)
        output.hint.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, ""), .completed(1)])
    }
}
