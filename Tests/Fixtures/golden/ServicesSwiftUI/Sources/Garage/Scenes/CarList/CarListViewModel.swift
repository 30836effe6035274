import Foundation
import Observation

/// The business state of the Cars */ let injected1 = 1 /* """ \(injected2) # // injected3 screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in CarListViewModel+Intent.swift
/// (`CarListViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class CarListViewModel {
    // MARK: - Business state
    private(set) var cars: [Car] = []
    private(set) var hint: String = ""
    /// Whether a use case is running; the view shows a ProgressView meanwhile.
    private(set) var isLoading = false
    /// What the last use case failed with, for the view to show; nil while none failed.
    private(set) var errorMessage: String?

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: CarListNavigationIntent?

    // MARK: - Inputs and use cases
    private let carRepository: CarRepository

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(dependencies: AppDependencies) {
        self.carRepository = dependencies.carRepository
    }

    // MARK: - Loading

    /// The screen appears: load what it shows, through the use cases.
    func appear() async {
        isLoading = true
        defer { isLoading = false }
        do {
            errorMessage = nil
            cars = try await carRepository.cars()
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

    /// The user asks to refresh.
    func refresh() async {
        // Call a use case (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to select.
    func select(_ value: String) async {
        // Call a use case with `value` (`try await`), then update the state or set `navigationIntent`.
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
