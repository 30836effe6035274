import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Garage screen shows and decides where it leads.
/// It fetches, stores and formats data; it never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in GarageViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class GarageViewModel: ViewModelType {
    func transform(input: Input) -> Output {
        // TODO: `input.openSettings` fires when the user asks to open settings; derive outputs from it.
        return Output(
            navigationTitle: .just("Garage"),
            route: .empty()
        )
    }
}
