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

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(dependencies: AppDependencies) {
    }

    // MARK: - User actions
}

// MARK: - Factories

extension EmptyViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(dependencies: AppDependencies) -> EmptyViewModel {
        EmptyViewModel(dependencies: dependencies)
    }
}

#if DEBUG
    extension EmptyViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> EmptyViewModel {
            EmptyViewModel(dependencies: mocks.dependencies)
        }
    }
#endif
