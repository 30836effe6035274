import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The New Task ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class AddTaskViewModelTests: XCTestCase {
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
        _ viewModel: AddTaskViewModel,        save: [Recorded<Event<String>>] = []    ) -> AddTaskViewModel.Output {
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel.transform(
                input: .init(
                    viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),                    save: scheduler.createHotObservable(save).asObservable()                ))
        }
    }

    private func makeViewModel() -> AddTaskViewModel {
        AddTaskBuilder.makeViewModel()
    }

    func testTitleIsAddTaskTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.title.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "New Task"), .completed(2)])
    }

    func testMessageInitialValue() {
        let output = transform(makeViewModel())
        let message = scheduler.createObserver(String.self)
        output.message.drive(message).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(message.events, [.next(1, ""), .completed(2)])
    }
}
