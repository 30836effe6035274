import SceneRx
import SceneRxTest
import XCTest

/// The last RxSwift names the API inventory asked for, used as RxSwift code uses them (the same
/// lines compile against RxSwift 6.10.2 with its imports): a `DisposeBase` parameter, `Binder`'s
/// `Element`, Infallible's curried `bind(to:curriedArgument:)`, a `Hooks` capture closure typed
/// by its alias.
final class RxSwiftNamesTests: XCTestCase {
    func testDisposablesShareRxSwiftsBaseClass() {
        func kept(_ disposables: [DisposeBase]) -> Int { disposables.count }
        let bases: [DisposeBase] = [
            DisposeBag(), SerialDisposable(), SingleAssignmentDisposable(), CompositeDisposable(),
            RefCountDisposable(disposable: Disposables.create()),
        ]
        XCTAssertEqual(kept(bases), 5)
    }

    func testBinderNamesItsElement() {
        var received: [Binder<Int>.Element] = []
        let binder = Binder<Int>(self, scheduler: CurrentThreadScheduler.instance) { _, value in
            received.append(value)
        }
        _ = Observable.of(1, 2).bind(to: binder)
        XCTAssertEqual(received, [1, 2])
    }

    func testInfallibleBindsThroughACurriedBinder() {
        var received: [String] = []
        func label(_ source: Infallible<Int>) -> (String) -> Disposable {
            { prefix in source.subscribe(onNext: { received.append(prefix + String($0)) }) }
        }
        let disposable = Infallible.from([1, 2]).bind(to: label, curriedArgument: "#")
        disposable.dispose()
        XCTAssertEqual(received, ["#1", "#2"])
        XCTAssertEqual(Infallible.just(3).bind(to: { (source: Infallible<Int>) in "bound" }), "bound")
    }

    func testHooksCaptureClosureHasRxSwiftsType() {
        let capture: Hooks.CustomCaptureSubscriptionCallstack = { ["frame"] }
        XCTAssertEqual(capture(), ["frame"])
    }
}
