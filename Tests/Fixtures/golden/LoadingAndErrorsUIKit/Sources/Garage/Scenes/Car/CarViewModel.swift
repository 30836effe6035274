import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Car screen shows and decides where it leads.
/// It fetches, stores and formats data; it never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in CarViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class CarViewModel: ViewModelType {
    let name: String

    init(name: String) {
        self.name = name
    }

    func transform(input: Input) -> Output {
        // TODO: `input.close` fires when the user asks to close; derive outputs from it.
        return Output(
            navigationTitle: .just("Car"),
            title: .just(""),
            errorMessage: .just(""),
            route: .empty()
        )
    }
}
