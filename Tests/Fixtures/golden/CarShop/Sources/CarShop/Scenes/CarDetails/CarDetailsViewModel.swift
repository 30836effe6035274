import Foundation
import SceneRx

/// Prepares what the Car Details screen shows.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in CarDetailsViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
final class CarDetailsViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.toggleFavorite
        )
        let navigationTitle = acted.map { _ in "Car Details" }
            .startWith("Car Details")
            .asDriver(onErrorJustReturn: "Car Details")
        return Output(
            favorite: .just(""),
            name: .just(""),
            navigationTitle: navigationTitle,
            price: .just("")
        )
    }
}
