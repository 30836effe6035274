import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Braces screen shows.
/// It fetches, stores and formats data; it never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in BracesViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class BracesViewModel: ViewModelType {
    func transform(input: Input) -> Output {
        return Output(
            navigationTitle: .just("Braces")
        )
    }
}
