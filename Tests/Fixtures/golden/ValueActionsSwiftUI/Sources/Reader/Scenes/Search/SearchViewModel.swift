import Foundation
import Observation

/// The business state of the Search screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in SearchViewModel+Intent.swift
/// (`SearchViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class SearchViewModel {
    // MARK: - Business state
    private(set) var author: User? = nil
    private(set) var editor: User? = nil
    private(set) var summary: String? = nil
    private(set) var total: Int = 0

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: SearchNavigationIntent?

    // MARK: - Inputs and use cases

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(dependencies: AppDependencies) {
    }

    // MARK: - User actions

    /// The user asks to query.
    func query(_ value: String) async {
        // Call a use case with `value` (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to count.
    func count(_ value: Int) async {
        // Call a use case with `value` (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to refresh.
    func refresh() async {
        // Call a use case (`try await`), then update the state or set `navigationIntent`.
    }
}

// MARK: - Factories

extension SearchViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(dependencies: AppDependencies) -> SearchViewModel {
        SearchViewModel(dependencies: dependencies)
    }
}

#if DEBUG
    extension SearchViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> SearchViewModel {
            SearchViewModel(dependencies: mocks.dependencies)
        }
    }
#endif
