import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Car screen shows and decides where it leads.
/// It fetches, stores and formats data through the services it is given; it
/// never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in CarViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add. CarBuilder makes it with the app's AppDependencies.
final class CarViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.close
        )
        let navigationTitle = acted.map { _ in "Car" }
            .startWith("Car")
            .asDriver(onErrorJustReturn: "Car")
        return Output(
            errorMessage: .just(""),
            navigationTitle: navigationTitle,
            route: .empty(),
            title: .just("")
        )
    }
}
