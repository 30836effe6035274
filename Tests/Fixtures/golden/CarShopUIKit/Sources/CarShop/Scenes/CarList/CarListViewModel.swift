import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Cars screen shows and decides where it leads.
/// It fetches, stores and formats data; it never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in CarListViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class CarListViewModel: ViewModelType {
    func transform(input: Input) -> Output {
        // TODO: `input.refresh` fires when the user asks to refresh; derive outputs from it.
        // TODO: `input.select` fires when the user asks to select; derive outputs from it.
        return Output(
            navigationTitle: .just("Cars"),
            cars: .just([]),
            hint: .just(""),
            route: .empty()
        )
    }
}
