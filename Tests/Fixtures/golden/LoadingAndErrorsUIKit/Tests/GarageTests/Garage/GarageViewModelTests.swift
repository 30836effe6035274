import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Garage

/// The Garage ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class GarageViewModelTests: XCTestCase {
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
        _ viewModel: GarageViewModel,
        reload reloadEvents: [Recorded<Event<Void>>] = [],
        select selectEvents: [Recorded<Event<Int>>] = []
    ) -> GarageViewModel.Output {
        let input = GarageViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            reload: scheduler.createHotObservable(reloadEvents).asObservable(),
            select: scheduler.createHotObservable(selectEvents).asObservable()
        )
        // Drivers made inside `mock` deliver on the test scheduler, in virtual time.
        var output: GarageViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = viewModel.transform(input: input)
        }
        return output
    }

    private func makeViewModel() -> GarageViewModel {
        GarageViewModel.make()
    }

    func testTitleIsGarageTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.navigationTitle.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Garage"), .completed(1)])
    }

    func testCarsInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver([String].self)
        output.cars.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, []), .completed(1)])
    }

    func testIsLoadingInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Bool.self)
        output.isLoading.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, false), .completed(1)])
    }

    func testErrorMessageInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String?.self)
        output.errorMessage.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, nil), .completed(1)])
    }
}
