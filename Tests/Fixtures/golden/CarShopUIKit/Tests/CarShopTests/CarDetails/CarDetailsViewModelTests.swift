import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import CarShop

/// The Car Details ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class CarDetailsViewModelTests: XCTestCase {
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
        _ viewModel: CarDetailsViewModel,
        toggleFavorite toggleFavoriteEvents: [Recorded<Event<Void>>] = []
    ) -> CarDetailsViewModel.Output {
        let input = CarDetailsViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            toggleFavorite: scheduler.createHotObservable(toggleFavoriteEvents).asObservable()
        )
        // Drivers made inside `mock` deliver on the test scheduler, in virtual time.
        var output: CarDetailsViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = viewModel.transform(input: input)
        }
        return output
    }

    private func makeViewModel() -> CarDetailsViewModel {
        CarDetailsViewModel.make(carID: "carID-1")
    }

    func testTitleIsCarDetailsTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.navigationTitle.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Car Details"), .completed(1)])
    }

    func testNameInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String.self)
        output.name.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, ""), .completed(1)])
    }

    func testPriceInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String.self)
        output.price.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, ""), .completed(1)])
    }

    func testFavoriteInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String.self)
        output.favorite.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, ""), .completed(1)])
    }
}
