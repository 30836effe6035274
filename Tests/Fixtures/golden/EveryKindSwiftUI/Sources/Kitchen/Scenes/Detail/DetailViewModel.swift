import Foundation
import Observation

/// The business state of the Detail screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in DetailViewModel+Intent.swift
/// (`DetailViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class DetailViewModel {
    // MARK: - Business state
    private(set) var tag: Tag? = nil

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: DetailNavigationIntent?

    // MARK: - Inputs and use cases
    let item: Item
    let tags: [String: Set<Int>]
    let when: Date?

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(item: Item, tags: [String: Set<Int>], when: Date?, dependencies: AppDependencies) {
        self.item = item
        self.tags = tags
        self.when = when
    }

    // MARK: - User actions
}

// MARK: - Factories

extension DetailViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(item: Item, tags: [String: Set<Int>], when: Date?, dependencies: AppDependencies) -> DetailViewModel {
        DetailViewModel(item: item, tags: tags, when: when, dependencies: dependencies)
    }
}

#if DEBUG
    extension DetailViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> DetailViewModel {
            DetailViewModel(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200), dependencies: mocks.dependencies)
        }
    }
#endif
