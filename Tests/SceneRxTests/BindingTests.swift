import SceneRx
import SceneRxTest
import XCTest

/// A stand-in for a UI label.
private final class Label: ReactiveCompatible {
    var text = ""
    var isHidden = false
}

extension Reactive where Base == Label {
    /// A custom binder, written as RxCocoa extensions are.
    fileprivate var shout: Binder<String> {
        Binder(base) { label, text in label.text = text.uppercased() + "!" }
    }
}

final class BindingTests: XCTestCase {
    func testRxKeyPathBinderSetsThePropertyOnTheMainThreadAtOnce() {
        let label = Label()
        let relay = BehaviorRelay(value: "hello")
        let bag = DisposeBag()
        relay.asDriver().drive(label.rx.text).disposed(by: bag)
        relay.map { $0.isEmpty }.bind(to: label.rx.isHidden).disposed(by: bag)
        XCTAssertEqual(label.text, "hello")
        relay.accept("")
        XCTAssertEqual(label.text, "")
        XCTAssertTrue(label.isHidden)
    }

    func testBinderHoldsItsTargetWeakly() {
        var label: Label? = Label()
        weak let weakLabel = label
        let binder = Binder(label ?? Label()) { label, text in label.text = text }
        binder.onNext("a")
        XCTAssertEqual(label?.text, "a")
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("b")
    }

    func testBinderUsesItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let binder = Binder(label, scheduler: scheduler) { label, text in label.text = text }
        scheduler.scheduleAt(10) { binder.onNext("later") }
        scheduler.advanceTo(10)
        XCTAssertEqual(label.text, "")
        scheduler.start()
        XCTAssertEqual(label.text, "later")
        XCTAssertEqual(scheduler.clock, 11)
    }

    func testCustomReactiveExtension() {
        let label = Label()
        let bag = DisposeBag()
        Observable.just("x").bind(to: label.rx.shout).disposed(by: bag)
        XCTAssertEqual(label.text, "X!")
        XCTAssertTrue(Label.rx == Reactive<Label>.self)
    }

    func testBindToObserversRelaysAndClosures() {
        let bag = DisposeBag()
        let source = PublishSubject<Int>()
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        var log: [String] = []
        publish.subscribe(onNext: { log.append("publish \($0)") }).disposed(by: bag)
        source.bind(to: publish).disposed(by: bag)
        source.bind(to: behavior).disposed(by: bag)
        source.bind(to: optional).disposed(by: bag)
        source.bind(onNext: { log.append("closure \($0)") }).disposed(by: bag)
        let observer = AnyObserver<Int?> { event in
            if case .next(let value) = event { log.append("optional \(value ?? -1)") }
        }
        source.bind(to: observer).disposed(by: bag)
        let count = source.bind { observable in observable.subscribe(onNext: { log.append("custom \($0)") }) }
        count.disposed(by: bag)
        source.onNext(1)
        XCTAssertEqual(behavior.value, 1)
        XCTAssertEqual(optional.value, 1)
        XCTAssertEqual(log, ["publish 1", "closure 1", "optional 1", "custom 1"])
    }

    func testNSObjectIsReactiveCompatible() {
        final class Model: NSObject {
            var name = ""
        }
        let model = Model()
        Observable.just("n").bind(to: model.rx.name).dispose()
        XCTAssertEqual(model.name, "n")
    }
}
