import Foundation
import Observation

/// The business state of the Settings screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in SettingsViewModel+Intent.swift
/// (`SettingsViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class SettingsViewModel {
    // MARK: - Business state

    // MARK: - Inputs and use cases

    /// Inject the scene's use cases here, next to its inputs (protocols, so `mock()` can pass fakes).
    init() {}

    // MARK: - User actions
}

// MARK: - Factories

extension SettingsViewModel {
    /// The ViewModel the app uses, with the real use cases.
    static func live() -> SettingsViewModel {
        SettingsViewModel()
    }

    /// A ViewModel for previews and tests, with sample inputs and fake use cases.
    static func mock() -> SettingsViewModel {
        SettingsViewModel()
    }
}
