import Foundation
import Observation

/// The business state of the Empty screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in EmptyViewModel+Intent.swift
/// (`EmptyViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class EmptyViewModel {
    // MARK: - Business state

    // MARK: - Inputs and use cases

    /// Inject the scene's use cases here, next to its inputs (protocols, so `mock()` can pass fakes).
    init() {}

    // MARK: - User actions
}

// MARK: - Factories

extension EmptyViewModel {
    /// The ViewModel the app uses, with the real use cases.
    static func live() -> EmptyViewModel {
        EmptyViewModel()
    }

    /// A ViewModel for previews and tests, with sample inputs and fake use cases.
    static func mock() -> EmptyViewModel {
        EmptyViewModel()
    }
}
