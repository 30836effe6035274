import Foundation
import SceneRx

/// Prepares what the Empty screen shows.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in EmptyViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class EmptyViewModel: ViewModelType {
    func transform(input: Input) -> Output {
        return Output(
            navigationTitle: .just("Empty")
        )
    }
}
