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

    /// Inject the scene's use cases here, next to its inputs (protocols, so `mock()` can pass fakes).
    init() {}

    // MARK: - User actions

    /// The user asks to reload.
    func reload() async {
        // TODO: call a use case; update the state or set `navigationIntent`.
    }

    /// The user asks to select.
    func select(_ value: Int) async {
        // TODO: call a use case with `value`; update the state or set `navigationIntent`.
    }
}

// MARK: - Factories

extension GarageViewModel {
    /// The ViewModel the app uses, with the real use cases.
    static func live() -> GarageViewModel {
        GarageViewModel()
    }

    /// A ViewModel for previews and tests, with sample inputs and fake use cases.
    static func mock() -> GarageViewModel {
        GarageViewModel()
    }
}
