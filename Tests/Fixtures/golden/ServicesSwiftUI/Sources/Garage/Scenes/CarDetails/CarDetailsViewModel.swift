import Foundation
import Observation

/// The business state of the Details """ #"injected4"# \(injected5) // injected6 screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in CarDetailsViewModel+Intent.swift
/// (`CarDetailsViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class CarDetailsViewModel {
    // MARK: - Business state
    private(set) var car: Car? = nil
    private(set) var isFavorite: Bool = false
    /// Whether a use case is running; the view shows a ProgressView meanwhile.
    private(set) var isLoading = false
    /// What the last use case failed with, for the view to show; nil while none failed.
    private(set) var errorMessage: String?

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: CarDetailsNavigationIntent?

    // MARK: - Inputs and use cases
    let carID: String
    let referrer: String
    private let carRepository: CarRepository
    private let favoriteStore: FavoriteStore

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(carID: String, referrer: String, dependencies: AppDependencies) {
        self.carID = carID
        self.referrer = referrer
        self.carRepository = dependencies.carRepository
        self.favoriteStore = dependencies.favoriteStore
    }

    // MARK: - Loading

    /// The screen appears: load what it shows, through the use cases.
    func appear() async {
        isLoading = true
        defer { isLoading = false }
        do {
            errorMessage = nil
            car = try await carRepository.car(carID: carID)
            isFavorite = try await favoriteStore.isFavorite(carID: carID)
        } catch {
            // SwiftUI cancels the load when the screen goes away: that is no error to show.
            if !Task.isCancelled { errorMessage = error.localizedDescription }
        }
    }

    /// The user dismissed the error alert.
    func dismissError() {
        errorMessage = nil
    }

    // MARK: - User actions

    /// The user asks to toggle favorite.
    func toggleFavorite() async {
        // Call a use case (`try await`), then update the state or set `navigationIntent`.
    }
}

// MARK: - Factories

extension CarDetailsViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(carID: String, referrer: String, dependencies: AppDependencies) -> CarDetailsViewModel {
        CarDetailsViewModel(carID: carID, referrer: referrer, dependencies: dependencies)
    }
}

#if DEBUG
    extension CarDetailsViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> CarDetailsViewModel {
            CarDetailsViewModel(carID: "carID-1", referrer: "referrer-2", dependencies: mocks.dependencies)
        }
    }
#endif
