import Foundation
import SceneRx

/// Prepares what the Today screen shows and decides where it leads.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in TodayViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class TodayViewModel: ViewModelType {
    func transform(input: Input) -> Output {
        // TODO: `input.add` fires when the user asks to add; derive outputs from it.
        // TODO: `input.settings` fires when the user asks to settings; derive outputs from it.
        // TODO: `input.toggle` fires when the user asks to toggle; derive outputs from it.
        return Output(
            title: .just("Today"),            progress: .just(""),            tasks: .just([]),            route: .empty()        )
    }
}
