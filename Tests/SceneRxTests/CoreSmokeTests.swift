import SceneRx
import XCTest

final class CoreSmokeTests: XCTestCase {
    private final class Screen: ReactiveCompatible {
        var title = ""
    }

    func testDriverDrivesABinderSynchronouslyOnTheMainThread() {
        let screen = Screen()
        let relay = BehaviorRelay(value: "a")
        let bag = DisposeBag()
        relay.asDriver().drive(screen.rx.title).disposed(by: bag)
        XCTAssertEqual(screen.title, "a")
        relay.accept("b")
        XCTAssertEqual(screen.title, "b")
    }

    func testSignalEmitsPublishedElements() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let bag = DisposeBag()
        relay.asSignal().emit(onNext: { received.append($0) }).disposed(by: bag)
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(received, [1, 2])
    }

    func testMapOverCreateDeliversInOrderAndCompletes() {
        var events: [String] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create { events.append("disposed") }
        }
        .map { $0 * 10 }
        .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["10", "20", "completed", "disposed"])
    }
}
