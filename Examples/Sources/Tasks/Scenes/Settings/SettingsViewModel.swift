import Foundation
import SceneRx

/// Prepares what the Settings screen shows.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in SettingsViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class SettingsViewModel: ViewModelType {
    func transform(input: Input) -> Output {
        // TODO: `input.toggleShowFinished` fires when the user asks to toggle show finished; derive outputs from it.
        return Output(
            title: .just("Settings"),            showFinished: .just("")        )
    }
}
