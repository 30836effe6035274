import Foundation
import SceneRx

/// Prepares what the New Task screen shows.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in AddTaskViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class AddTaskViewModel: ViewModelType {
    func transform(input: Input) -> Output {
        // TODO: `input.save` fires when the user asks to save; derive outputs from it.
        return Output(
            title: .just("New Task"),            message: .just("")        )
    }
}
