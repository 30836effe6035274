import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The New Task ViewModel in virtual time.
final class AddTaskViewModelTests: XCTestCase {
    func testSavingANameAddsTheTaskAndSaysSo() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposeBag = DisposeBag()
        let store = TaskStore()
        let input = AddTaskViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            save: scheduler.createHotObservable([.next(300, "Buy milk"), .next(400, "   ")]).asObservable()
        )
        var output: AddTaskViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) { output = AddTaskViewModel(store: store).transform(input: input) }
        let message = scheduler.createObserver(String.self)
        output.message.drive(message).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(
            message.events,
            [.next(1, "Type the task's name."), .next(301, "Added “Buy milk”. Type another, or b to go back.")],
            "a blank name adds nothing")
        let tasks = scheduler.createObserver([TaskItem].self)
        store.today().subscribe(tasks).disposed(by: disposeBag)
        XCTAssertEqual(tasks.events.last?.value.element?.map(\.name), ["Buy milk"])
    }
}
