import Foundation
import Observation

/// The business state of the Car Details screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in CarDetailsViewModel+Intent.swift
/// (`CarDetailsViewModeling`): when the spec changes, the compiler points here.
///
/// The terminal car shop's ViewModel (Examples/Sources/CarShop), behaviour for
/// behaviour, in async form: the car's name and formatted price (`—` for a car
/// the catalog does not know), and its star, which toggling flips in the store.
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

    /// The screen appears: load the car and whether it is a favorite.
    func appear() async {
        isLoading = true
        defer { isLoading = false }
        do {
            errorMessage = nil
            let car = try await carCatalog.car(carID: carID)
            name = car?.name ?? "—"
            price = car.map { PriceFormatter.format($0.price) } ?? "—"
            favorite = Self.favoriteText(try await favoriteStore.isFavorite(carID: carID))
        } catch {
            // SwiftUI cancels the load when the screen goes away: that is no error to show.
            guard !Task.isCancelled else { return }
            name = "—"
            price = "—"
            errorMessage = error.localizedDescription
        }
    }

    /// The user dismissed the error alert.
    func dismissError() {
        errorMessage = nil
    }

    // MARK: - User actions

    /// The user asks to toggle favorite: star the car, or unstar it, and show the store's answer.
    func toggleFavorite() async {
        do {
            try await favoriteStore.toggle(carID: carID)
            favorite = Self.favoriteText(try await favoriteStore.isFavorite(carID: carID))
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    private static func favoriteText(_ isFavorite: Bool) -> String {
        isFavorite ? "★ favorite" : "☆ not a favorite"
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
