import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The Today ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class TodayViewModelTests: XCTestCase {
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
        _ viewModel: TodayViewModel,        add: [Recorded<Event<Void>>] = [],        settings: [Recorded<Event<Void>>] = [],        toggle: [Recorded<Event<Int>>] = []    ) -> TodayViewModel.Output {
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel.transform(
                input: .init(
                    viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),                    add: scheduler.createHotObservable(add).asObservable(),                    settings: scheduler.createHotObservable(settings).asObservable(),                    toggle: scheduler.createHotObservable(toggle).asObservable()                ))
        }
    }

    private func makeViewModel() -> TodayViewModel {
        TodayBuilder.makeViewModel()
    }

    func testTitleIsTodayTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.title.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Today"), .completed(2)])
    }

    func testProgressInitialValue() {
        let output = transform(makeViewModel())
        let progress = scheduler.createObserver(String.self)
        output.progress.drive(progress).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(progress.events, [.next(1, ""), .completed(2)])
    }

    func testTasksInitialValue() {
        let output = transform(makeViewModel())
        let tasks = scheduler.createObserver([String].self)
        output.tasks.drive(tasks).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(tasks.events, [.next(1, []), .completed(2)])
    }
}
