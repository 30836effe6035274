import Foundation
import SceneRx

/// Prepares what the Detail screen shows and decides where it leads.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in DetailViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
final class DetailViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        let navigationTitle = Driver.just("Detail")
        return Output(
            navigationTitle: navigationTitle,
            route: .empty(),
            tag: .just(nil)
        )
    }
}
