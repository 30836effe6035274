import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Settings screen shows.
/// It fetches, stores and formats data through the services it is given; it
/// never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in SettingsViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add. SettingsBuilder makes it with the app's AppDependencies.
final class SettingsViewModel: ViewModelType {
    private let inputs: Inputs

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
    }

    func transform(input: Input) -> Output {
        let navigationTitle = Driver.just("Settings")
        return Output(
            navigationTitle: navigationTitle
        )
    }
}
