import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The Settings ViewModel in virtual time.
final class SettingsViewModelTests: XCTestCase {
    func testToggleShowFinishedFlipsTheSetting() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposeBag = DisposeBag()
        let input = SettingsViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            toggleShowFinished: scheduler.createHotObservable([.next(300, ()), .next(400, ())]).asObservable()
        )
        var output: SettingsViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = SettingsViewModel(store: TaskStore()).transform(input: input)
        }
        let showFinished = scheduler.createObserver(String.self)
        output.showFinished.drive(showFinished).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(showFinished.events, [.next(1, "yes"), .next(301, "no"), .next(401, "yes")])
    }
}
