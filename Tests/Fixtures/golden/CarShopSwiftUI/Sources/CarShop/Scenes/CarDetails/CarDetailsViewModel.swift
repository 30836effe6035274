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

    // MARK: - Inputs and use cases
    let carID: String

    /// Inject the scene's use cases here, next to its inputs (protocols, so `mock()` can pass fakes).
    init(carID: String) {
        self.carID = carID
    }

    // MARK: - User actions

    /// The user asks to toggle favorite.
    func toggleFavorite() async {
        // TODO: call a use case; update the state.
    }
}

// MARK: - Factories

extension CarDetailsViewModel {
    /// The ViewModel the app uses, with the real use cases.
    static func live(carID: String) -> CarDetailsViewModel {
        CarDetailsViewModel(carID: carID)
    }

    /// A ViewModel for previews and tests, with sample inputs and fake use cases.
    static func mock() -> CarDetailsViewModel {
        CarDetailsViewModel(carID: "carID-1")
    }
}
