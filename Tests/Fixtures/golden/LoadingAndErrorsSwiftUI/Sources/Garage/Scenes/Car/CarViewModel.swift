import Foundation
import Observation

/// The business state of the Car screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in CarViewModel+Intent.swift
/// (`CarViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class CarViewModel {
    // MARK: - Business state
    private(set) var title: String = ""
    private(set) var errorMessage: String = ""

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: CarNavigationIntent?

    // MARK: - Inputs and use cases
    let name: String

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(name: String, dependencies: AppDependencies) {
        self.name = name
    }

    // MARK: - User actions

    /// The user asks to close.
    func close() async {
        // Call a use case (`try await`), then update the state or set `navigationIntent`.
    }
}

// MARK: - Factories

extension CarViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(name: String, dependencies: AppDependencies) -> CarViewModel {
        CarViewModel(name: name, dependencies: dependencies)
    }
}

#if DEBUG
    extension CarViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> CarViewModel {
            CarViewModel(name: "name-1", dependencies: mocks.dependencies)
        }
    }
#endif
