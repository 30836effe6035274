import Foundation
import Observation

/// The business state of the Car Details screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in CarDetailsViewModel+Intent.swift
/// (`CarDetailsViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class CarDetailsViewModel {
    // MARK: - Business state
    private(set) var name: String = ""
    private(set) var price: String = ""
    private(set) var favorite: String = ""
    /// Whether a use case is running; the view shows a ProgressView meanwhile.
    private(set) var isLoading = false
    /// What the last use case failed with, for the view to show; nil while none failed.
    private(set) var errorMessage: String?

    // MARK: - Inputs and use cases
    let carID: String
    private let carCatalog: CarCatalog
    private let favoriteStore: FavoriteStore

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(carID: String, dependencies: AppDependencies) {
        self.carID = carID
        self.carCatalog = dependencies.carCatalog
        self.favoriteStore = dependencies.favoriteStore
    }

    // MARK: - Loading

    /// The screen appears: call the use cases it needs here.
    func appear() async {
        // `CarCatalog.cars()` needs nothing the scene lacks: call it here with `try await`,
        // setting `isLoading` meanwhile and `errorMessage` when it throws.
        // `CarCatalog.car(carID:)` needs nothing the scene lacks: call it here with `try await`,
        // setting `isLoading` meanwhile and `errorMessage` when it throws.
        // `FavoriteStore.isFavorite(carID:)` needs nothing the scene lacks: call it here with `try await`,
        // setting `isLoading` meanwhile and `errorMessage` when it throws.
    }

    /// The user dismissed the error alert.
    func dismissError() {
        errorMessage = nil
    }

    // MARK: - User actions

    /// The user asks to toggle favorite.
    func toggleFavorite() async {
        // Call a use case (`try await`), then update the state.
    }
}

// MARK: - Factories

extension CarDetailsViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(carID: String, dependencies: AppDependencies) -> CarDetailsViewModel {
        CarDetailsViewModel(carID: carID, dependencies: dependencies)
    }
}

#if DEBUG
    extension CarDetailsViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> CarDetailsViewModel {
            CarDetailsViewModel(carID: "carID-1", dependencies: mocks.dependencies)
        }
    }
#endif
