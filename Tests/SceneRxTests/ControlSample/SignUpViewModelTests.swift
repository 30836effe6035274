import SceneRx
import SceneRxTest
import XCTest

// The RxTest tests of SignUpViewModel: the controls are test observables wrapped in
// `ControlProperty(values:valueSink:)` and `ControlEvent(events:)`, as a test does without a
// view. With RxSwift's imports the file passes against RxSwift 6.10.2 unchanged.

final class SignUpViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    private func input(
        email: [Recorded<Event<String?>>], password: [Recorded<Event<String>>], taps: [Recorded<Event<Void>>]
    ) -> SignUpViewModel.Input {
        SignUpViewModel.Input(
            email: ControlProperty(
                values: scheduler.createHotObservable(email).asObservable(), valueSink: AnyObserver { _ in }),
            password: ControlProperty(
                values: scheduler.createHotObservable(password).asObservable(), valueSink: AnyObserver { _ in }),
            submit: ControlEvent(events: scheduler.createHotObservable(taps).asObservable()))
    }

    func testTheHintFollowsTypingAtMostOncePerFiveSeconds() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SignUpViewModel()
            let output = viewModel.transform(
                input: input(
                    email: [.next(0, nil), .next(210, "a"), .next(211, "an"), .next(212, "ann"), .next(220, "ann@x")],
                    password: [], taps: []))
            let hint = scheduler.createObserver(String.self)
            output.emailHint.drive(hint).disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(
                hint.events, [.next(1, ""), .next(211, "an address has an @"), .next(221, "")])
        }
    }

    func testTheButtonIsEnabledOnceBothFieldsAreValid() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SignUpViewModel()
            let output = viewModel.transform(
                input: input(
                    email: [.next(0, nil), .next(210, "ann@x")],
                    password: [.next(0, ""), .next(220, "secret"), .next(230, "secre"), .next(240, "secret!")],
                    taps: []))
            let canSubmit = scheduler.createObserver(Bool.self)
            output.canSubmit.drive(canSubmit).disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(
                canSubmit.events, [.next(1, false), .next(221, true), .next(231, false), .next(241, true)])
        }
    }

    func testADoubleTapSendsOnceAndTapsWhileInvalidSendNothing() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SignUpViewModel()
            let output = viewModel.transform(
                input: input(
                    email: [.next(0, " ann@x ")],
                    password: [.next(0, ""), .next(300, "secret")],
                    taps: [.next(250, ()), .next(310, ()), .next(312, ()), .next(330, ())]))
            let count = scheduler.createObserver(Int.self)
            output.sentCount.drive(count).disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(viewModel.sent, ["ann@x", "ann@x"])
            // The relay's Driver adds a tick after the tap's Driver: 310 -> 311 (sent) -> 312.
            XCTAssertEqual(count.events, [.next(1, 0), .next(312, 1), .next(332, 2)])
        }
    }

    func testTheSubscriptionEndsWithTheViewModel() {
        var viewModel: SignUpViewModel? = SignUpViewModel()
        weak let released = viewModel
        _ = viewModel?.transform(
            input: input(email: [.next(0, "ann@x")], password: [.next(0, "secret")], taps: [.next(10, ())]))
        viewModel = nil
        XCTAssertNil(released, "bind(with:) must not retain the view model")
        scheduler.start()
    }
}
