import Foundation
import Observation

/// The business state of the Garage screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in GarageViewModel+Intent.swift
/// (`GarageViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class GarageViewModel {
    // MARK: - Business state
    private(set) var cars: [String] = []
    private(set) var isLoading: Bool = false
    private(set) var errorMessage: String? = nil

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: GarageNavigationIntent?

    // MARK: - Inputs and use cases

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(dependencies: AppDependencies) {
    }

    // MARK: - User actions

    /// The user asks to reload.
    func reload() async {
        // Call a use case (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to select.
    func select(_ value: String) async {
        // Call a use case with `value` (`try await`), then update the state or set `navigationIntent`.
    }
}

// MARK: - Factories

extension GarageViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(dependencies: AppDependencies) -> GarageViewModel {
        GarageViewModel(dependencies: dependencies)
    }
}

#if DEBUG
    extension GarageViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> GarageViewModel {
            GarageViewModel(dependencies: mocks.dependencies)
        }
    }
#endif
