import Foundation
import SceneRx

/// Takes an email and a password, each through its own typed value; the password shows as dots.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in SignInViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
final class SignInViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        Output(
            email: input.enterEmail.startWith("").asDriver(onErrorJustReturn: ""),
            navigationTitle: .just("Sign In"),
            password: input.enterPassword.map { String(repeating: "•", count: $0.count) }
                .startWith("").asDriver(onErrorJustReturn: "")
        )
    }
}
