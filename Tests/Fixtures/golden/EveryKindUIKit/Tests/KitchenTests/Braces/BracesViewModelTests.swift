import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Kitchen

/// The Braces ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class BracesViewModelTests: XCTestCase {
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
        _ viewModel: BracesViewModel
    ) -> BracesViewModel.Output {
        let input = BracesViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable()
        )
        // Drivers made inside `mock` deliver on the test scheduler, in virtual time.
        var output: BracesViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = viewModel.transform(input: input)
        }
        return output
    }

    private func makeViewModel() -> BracesViewModel {
        BracesViewModel.make()
    }

    func testTitleIsBracesTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.navigationTitle.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Braces"), .completed(1)])
    }
}
