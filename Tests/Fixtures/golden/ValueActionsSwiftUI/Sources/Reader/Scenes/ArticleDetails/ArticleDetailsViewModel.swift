import Foundation
import Observation

/// The business state of the Article screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in ArticleDetailsViewModel+Intent.swift
/// (`ArticleDetailsViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class ArticleDetailsViewModel {
    // MARK: - Business state
    private(set) var headline: String = ""
    private(set) var comments: [String] = []

    // MARK: - Inputs and use cases
    let article: Article

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(article: Article, dependencies: AppDependencies) {
        self.article = article
    }

    // MARK: - User actions

    /// The user asks to pick.
    func pick(_ value: String) async {
        // Call a use case with `value` (`try await`), then update the state.
    }
}

// MARK: - Factories

extension ArticleDetailsViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(article: Article, dependencies: AppDependencies) -> ArticleDetailsViewModel {
        ArticleDetailsViewModel(article: article, dependencies: dependencies)
    }
}

#if DEBUG
    extension ArticleDetailsViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> ArticleDetailsViewModel {
            ArticleDetailsViewModel(article: Article(id: "id-1", title: "title-2"), dependencies: mocks.dependencies)
        }
    }
#endif
