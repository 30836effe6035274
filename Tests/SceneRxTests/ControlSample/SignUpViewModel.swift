import Foundation
import SceneRx

// A hand-written RxSwift ViewModel (not generated): its Input names the control types a view
// passes (`field.rx.text`, `button.rx.tap`), and it uses `Driver.throttle` and `bind(with:)`.
// With `import RxSwift` and `import RxCocoa` in place of `import SceneRx` it builds against
// RxSwift 6.10.2 unchanged.

/// Signs up with an e-mail address and a password.
final class SignUpViewModel {
    struct Input {
        /// The e-mail field's text (`emailField.rx.text`).
        let email: ControlProperty<String?>
        /// The password field's text (`passwordField.rx.text.orEmpty`).
        let password: ControlProperty<String>
        /// The sign-up button's taps (`signUpButton.rx.tap`).
        let submit: ControlEvent<Void>
    }

    struct Output {
        /// A hint under the e-mail field, at most one change per 5 seconds while typing.
        let emailHint: Driver<String>
        /// Whether the button is enabled.
        let canSubmit: Driver<Bool>
        /// How many sign-ups were sent.
        let sentCount: Driver<Int>
    }

    /// The addresses sent, in order.
    private(set) var sent: [String] = []
    private let sentCount = BehaviorRelay(value: 0)
    private let disposeBag = DisposeBag()

    func transform(input: Input) -> Output {
        let email = input.email.orEmpty.asDriver()
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let password = input.password.changed.asDriver().startWith("")
        let canSubmit = Driver.combineLatest(email, password) { email, password in
            email.contains("@") && password.count >= 6
        }
        .distinctUntilChanged()
        let emailHint =
            email
            .throttle(.seconds(5))
            .map { $0.isEmpty || $0.contains("@") ? "" : "an address has an @" }
            .distinctUntilChanged()

        // A double tap sends once: taps within 10 seconds of the first are dropped.
        input.submit.asDriver()
            .throttle(.seconds(10), latest: false)
            .withLatestFrom(Driver.combineLatest(email, canSubmit))
            .filter { $0.1 }
            .map { $0.0 }
            .asObservable()
            .bind(with: self) { viewModel, address in
                viewModel.sent.append(address)
                viewModel.sentCount.accept(viewModel.sentCount.value + 1)
            }
            .disposed(by: disposeBag)

        return Output(emailHint: emailHint, canSubmit: canSubmit, sentCount: sentCount.asDriver())
    }
}
