import Foundation

/// Which cars the user starred, in memory: shared by every screen of the app
/// through AppDependencies.
@MainActor
final class InMemoryFavoriteStore: FavoriteStore {
    private var favorites: Set<String> = []

    /// Whether the car is a favorite.
    func isFavorite(carID: String) async throws -> Bool {
        favorites.contains(carID)
    }

    /// Stars the car, or unstars it.
    func toggle(carID: String) async throws {
        if favorites.remove(carID) == nil { favorites.insert(carID) }
    }
}
