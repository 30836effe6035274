import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The Settings ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class SettingsViewModelTests: XCTestCase {
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
        _ viewModel: SettingsViewModel,        toggleShowFinished: [Recorded<Event<Void>>] = []    ) -> SettingsViewModel.Output {
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel.transform(
                input: .init(
                    viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),                    toggleShowFinished: scheduler.createHotObservable(toggleShowFinished).asObservable()                ))
        }
    }

    private func makeViewModel() -> SettingsViewModel {
        SettingsBuilder.makeViewModel()
    }

    func testTitleIsSettingsTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.title.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Settings"), .completed(2)])
    }

    func testShowFinishedInitialValue() {
        let output = transform(makeViewModel())
        let showFinished = scheduler.createObserver(String.self)
        output.showFinished.drive(showFinished).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(showFinished.events, [.next(1, ""), .completed(2)])
    }
}
