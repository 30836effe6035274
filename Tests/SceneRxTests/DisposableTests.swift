import SceneRx
import XCTest

final class DisposableTests: XCTestCase {
    func testAnonymousDisposableRunsItsActionOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCompositeDisposesAllInOrderAndDisposesLateInsertionsAtOnce() {
        var order: [Int] = []
        let composite = CompositeDisposable(
            Disposables.create { order.append(1) }, Disposables.create { order.append(2) })
        let key = composite.insert(Disposables.create { order.append(3) })
        XCTAssertEqual(composite.count, 3)
        if let key { composite.remove(for: key) }
        XCTAssertEqual(order, [3])
        composite.dispose()
        XCTAssertEqual(order, [3, 1, 2])
        XCTAssertNil(composite.insert(Disposables.create { order.append(4) }))
        XCTAssertEqual(order, [3, 1, 2, 4])
    }

    func testSerialDisposableDisposesTheReplacedOne() {
        var disposed: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.append("a") }
        serial.disposable = Disposables.create { disposed.append("b") }
        XCTAssertEqual(disposed, ["a"])
        serial.dispose()
        XCTAssertEqual(disposed, ["a", "b"])
        serial.disposable = Disposables.create { disposed.append("c") }
        XCTAssertEqual(disposed, ["a", "b", "c"])
    }

    func testSingleAssignmentDisposableSetAfterDisposalIsDisposedAtOnce() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })
        XCTAssertTrue(disposed)
        XCTAssertTrue(single.isDisposed)
    }

    func testDisposeBagDisposesOnDeinit() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            Disposables.create { disposed.append(1) }.disposed(by: bag)
            bag.insert(Disposables.create { disposed.append(2) }, Disposables.create { disposed.append(3) })
        }
        XCTAssertEqual(disposed, [])
        bag = nil
        XCTAssertEqual(disposed, [1, 2, 3])
    }

    func testReplacingTheDisposeBagEndsSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }

    func testBooleanDisposable() {
        let boolean = BooleanDisposable()
        XCTAssertFalse(boolean.isDisposed)
        boolean.dispose()
        XCTAssertTrue(boolean.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }
}
