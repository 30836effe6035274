import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Garage screen shows and decides where it leads.
/// It fetches, stores and formats data through the services it is given; it
/// never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in GarageViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add. GarageBuilder makes it with the app's AppDependencies.
final class GarageViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.openSettings
        )
        let navigationTitle = acted.map { _ in "Garage" }
            .startWith("Garage")
            .asDriver(onErrorJustReturn: "Garage")
        return Output(
            navigationTitle: navigationTitle,
            route: .empty()
        )
    }
}
