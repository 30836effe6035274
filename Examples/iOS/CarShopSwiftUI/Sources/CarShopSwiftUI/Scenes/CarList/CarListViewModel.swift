import Foundation
import Observation

/// The business state of the Cars screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in CarListViewModel+Intent.swift
/// (`CarListViewModeling`): when the spec changes, the compiler points here.
///
/// The terminal car shop's ViewModel (Examples/Sources/CarShop), behaviour for
/// behaviour, in async form: each appearance it is asked for and each refresh
/// loads the cars; a failed load keeps the list as it was and says why;
/// choosing a car by its id leads to its details.
@MainActor
@Observable
final class CarListViewModel {
    // MARK: - Business state
    private(set) var cars: [Car] = []
    private(set) var hint: String = "Choose a car to see its details."
    /// Whether a use case is running; the view shows a ProgressView meanwhile.
    private(set) var isLoading = false
    /// What the last use case failed with, for the view to show; nil while none failed.
    private(set) var errorMessage: String?

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: CarListNavigationIntent?

    // MARK: - Inputs and use cases
    private let carCatalog: CarCatalog

    /// The scene's use cases, taken from `dependencies` (protocols, so `mock()` passes mocks).
    init(dependencies: AppDependencies) {
        self.carCatalog = dependencies.carCatalog
    }

    // MARK: - Loading

    /// The screen appears: load the cars.
    func appear() async {
        await loadCars()
    }

    /// The user dismissed the error alert.
    func dismissError() {
        errorMessage = nil
    }

    // MARK: - User actions

    /// The user asks to refresh: load the cars again.
    func refresh() async {
        await loadCars()
    }

    /// The user chose the car whose id is `value`: show its details. An id
    /// that is not in the list (any more) leads nowhere.
    func select(_ value: String) async {
        guard let car = cars.first(where: { $0.id == value }) else { return }
        navigationIntent = .carDetails(carID: car.id)
    }

    private func loadCars() async {
        isLoading = true
        defer { isLoading = false }
        errorMessage = nil
        do {
            cars = try await carCatalog.cars()
        } catch {
            // SwiftUI cancels the load when the screen goes away: that is no error to show.
            if !Task.isCancelled { errorMessage = error.localizedDescription }
        }
    }
}

// MARK: - Factories

extension CarListViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(dependencies: AppDependencies) -> CarListViewModel {
        CarListViewModel(dependencies: dependencies)
    }
}

#if DEBUG
    extension CarListViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> CarListViewModel {
            CarListViewModel(dependencies: mocks.dependencies)
        }
    }
#endif
