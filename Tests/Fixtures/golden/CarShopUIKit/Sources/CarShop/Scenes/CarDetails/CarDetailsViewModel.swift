import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Car Details screen shows.
/// It fetches, stores and formats data; it never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in CarDetailsViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class CarDetailsViewModel: ViewModelType {
    let carID: String

    init(carID: String) {
        self.carID = carID
    }

    func transform(input: Input) -> Output {
        // TODO: `input.toggleFavorite` fires when the user asks to toggle favorite; derive outputs from it.
        return Output(
            navigationTitle: .just("Car Details"),
            name: .just(""),
            price: .just(""),
            favorite: .just("")
        )
    }
}
