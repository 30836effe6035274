import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Garage

/// The Car ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class CarViewModelTests: XCTestCase {
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
        _ viewModel: CarViewModel,
        close closeEvents: [Recorded<Event<Void>>] = []
    ) -> CarViewModel.Output {
        let input = CarViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            close: scheduler.createHotObservable(closeEvents).asObservable()
        )
        // Drivers made inside `mock` deliver on the test scheduler, in virtual time.
        var output: CarViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = viewModel.transform(input: input)
        }
        return output
    }

    private func makeViewModel() -> CarViewModel {
        CarViewModel.make(name: "name-1")
    }

    func testTitleIsCarTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.navigationTitle.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Car"), .completed(1)])
    }

    func testTitleInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String.self)
        output.title.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, ""), .completed(1)])
    }

    func testErrorMessageInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(String.self)
        output.errorMessage.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, ""), .completed(1)])
    }
}
