import Foundation
import Observation

/// The business state of the Cars screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in CarListViewModel+Intent.swift
/// (`CarListViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class CarListViewModel {
    // MARK: - Business state
    private(set) var cars: [String] = []
    private(set) var hint: String = ""

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: CarListNavigationIntent?

    // MARK: - Inputs and use cases

    /// Inject the scene's use cases here, next to its inputs (protocols, so `mock()` can pass fakes).
    init() {}

    // MARK: - User actions

    /// The user asks to refresh.
    func refresh() async {
        // TODO: call a use case; update the state or set `navigationIntent`.
    }

    /// The user asks to select.
    func select(_ value: Int) async {
        // TODO: call a use case with `value`; update the state or set `navigationIntent`.
    }
}

// MARK: - Factories

extension CarListViewModel {
    /// The ViewModel the app uses, with the real use cases.
    static func live() -> CarListViewModel {
        CarListViewModel()
    }

    /// A ViewModel for previews and tests, with sample inputs and fake use cases.
    static func mock() -> CarListViewModel {
        CarListViewModel()
    }
}
