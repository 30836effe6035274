import Foundation
import SceneRx

/// Prepares what the Cars screen shows and decides where it leads.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in CarListViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
final class CarListViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.refresh,
            input.select.map { _ in }
        )
        let navigationTitle = acted.map { _ in "Cars" }
            .startWith("Cars")
            .asDriver(onErrorJustReturn: "Cars")
        return Output(
            cars: .just([]),
            hint: .just(""),
            navigationTitle: navigationTitle,
            route: .empty()
        )
    }
}
