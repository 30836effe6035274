import Combine
import Foundation

/// The business state of the Showroom screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in ShowroomViewModel+Intent.swift
/// (`ShowroomViewModeling`): when the spec changes, the compiler points here.
@MainActor
final class ShowroomViewModel: ObservableObject {
    // MARK: - Business state
    @Published private(set) var cars: [String] = []
    /// Whether a use case is running; the view shows a ProgressView meanwhile.
    @Published private(set) var isLoading = false
    /// What the last use case failed with, for the view to show; nil while none failed.
    @Published private(set) var errorMessage: String?

    // MARK: - Inputs and use cases
    private let carStore: CarStore

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(dependencies: AppDependencies) {
        self.carStore = dependencies.carStore
    }

    // MARK: - Loading

    /// The screen appears: load what it shows, through the use cases.
    func appear() async {
        isLoading = true
        defer { isLoading = false }
        do {
            errorMessage = nil
            cars = try await carStore.cars()
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
}

// MARK: - Factories

extension ShowroomViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(dependencies: AppDependencies) -> ShowroomViewModel {
        ShowroomViewModel(dependencies: dependencies)
    }
}

#if DEBUG
    extension ShowroomViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> ShowroomViewModel {
            ShowroomViewModel(dependencies: mocks.dependencies)
        }
    }
#endif
