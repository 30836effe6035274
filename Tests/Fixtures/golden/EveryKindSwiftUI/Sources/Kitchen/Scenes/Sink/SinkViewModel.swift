import Foundation
import Observation

/// The business state of the Everything screen and what its actions do.
/// It holds no view state (no animation values) and imports no UI module.
///
/// scenegen created this file once; it is yours. What it must offer is
/// generated from the spec in SinkViewModel+Intent.swift
/// (`SinkViewModeling`): when the spec changes, the compiler points here.
@MainActor
@Observable
final class SinkViewModel {
    // MARK: - Business state
    private(set) var text: String = ""
    private(set) var count: Int = 0
    private(set) var ratio: Double = 0
    private(set) var small: Float = 0
    private(set) var flag: Bool = false
    private(set) var initial: Character? = nil
    private(set) var amount: Decimal = 0
    private(set) var when: Date = Date(timeIntervalSince1970: 0)
    private(set) var link: URL? = nil
    private(set) var identifier: UUID? = nil
    private(set) var blob: Data = Data()
    private(set) var maybe: String? = nil
    private(set) var maybeNot: Int?? = nil
    private(set) var names: [String] = []
    private(set) var matrix: [[Int]] = []
    private(set) var lookup: [String: [Int]] = [:]
    private(set) var byID: [UUID: Item] = [:]
    private(set) var unique: Set<Int> = []
    private(set) var generic: [Int?] = []
    private(set) var dictionary: [String: Set<URL>] = [:]
    private(set) var item: Item? = nil
    private(set) var items: [Item]? = nil
    private(set) var stamp: Foundation.Date = Date(timeIntervalSince1970: 0)
    // `default` is stored as `defaultValue`: the @Observable macro cannot expand a name in backticks.
    private(set) var defaultValue: Bool = false
    var `default`: Bool { defaultValue }

    /// Set by an action to ask for another screen; the view consumes it.
    var navigationIntent: SinkNavigationIntent?

    // MARK: - Inputs and use cases
    let itemID: UUID

    /// The scene's inputs (labels in alphabetical order) and its use cases, taken
    /// from `dependencies` (protocols, so `mock()` passes mocks).
    init(itemID: UUID, dependencies: AppDependencies) {
        self.itemID = itemID
    }

    // MARK: - User actions

    /// The user asks to refresh.
    func refresh() async {
        // Call a use case (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to select.
    func select(_ value: UUID) async {
        // Call a use case with `value` (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to rate.
    func rate(_ value: Int) async {
        // Call a use case with `value` (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to pick.
    func pick(_ value: Item) async {
        // Call a use case with `value` (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to open.
    func `open`(_ value: URL?) async {
        // Call a use case with `value` (`try await`), then update the state or set `navigationIntent`.
    }

    /// The user asks to return.
    func `return`() async {
        // Call a use case (`try await`), then update the state or set `navigationIntent`.
    }
}

// MARK: - Factories

extension SinkViewModel {
    /// The ViewModel the app uses, with the app's use cases.
    static func live(itemID: UUID, dependencies: AppDependencies) -> SinkViewModel {
        SinkViewModel(itemID: itemID, dependencies: dependencies)
    }
}

#if DEBUG
    extension SinkViewModel {
        /// A ViewModel for previews and tests, with sample inputs and the mocks of
        /// `mocks` (debug builds only, as the mocks are).
        static func mock(mocks: MockServices = MockServices()) -> SinkViewModel {
            SinkViewModel(itemID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), dependencies: mocks.dependencies)
        }
    }
#endif
