import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The Today ViewModel in virtual time.
final class TodayViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var store: TaskStore!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        store = TaskStore(tasks: [
            TaskItem(id: "t1", name: "One", isFinished: true), TaskItem(id: "t2", name: "Two", isFinished: false),
        ])
    }

    private func transform(
        add: [Recorded<Event<Void>>] = [], settings: [Recorded<Event<Void>>] = [], toggle: [Recorded<Event<Int>>] = []
    ) -> TodayViewModel.Output {
        let input = TodayViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            add: scheduler.createHotObservable(add).asObservable(),
            settings: scheduler.createHotObservable(settings).asObservable(),
            toggle: scheduler.createHotObservable(toggle).asObservable()
        )
        var output: TodayViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) { output = TodayViewModel(store: store).transform(input: input) }
        return output
    }

    func testTasksAndProgress() {
        let output = transform()
        let tasks = scheduler.createObserver([String].self)
        let progress = scheduler.createObserver(String.self)
        output.tasks.drive(tasks).disposed(by: disposeBag)
        output.progress.drive(progress).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(tasks.events, [.next(1, ["[x] One", "[ ] Two"])])
        XCTAssertEqual(progress.events, [.next(1, "1 of 2 done")])
    }

    func testToggleFinishesTheNumberedTask() {
        let output = transform(toggle: [.next(300, 2)])
        let progress = scheduler.createObserver(String.self)
        output.progress.drive(progress).disposed(by: disposeBag)
        output.route.emit().disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(progress.events, [.next(1, "1 of 2 done"), .next(301, "2 of 2 done")])
    }

    func testAddAndSettingsRoute() {
        let route = scheduler.createObserver(TodayRoute.self)
        transform(add: [.next(300, ())], settings: [.next(400, ())]).route.asObservable().subscribe(route)
            .disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(route.events, [.next(301, .addTask), .next(401, .settings)])
    }
}
