import Foundation
import SceneRx

/// Which cars the user starred: shared by every screen of the app.
final class FavoriteStore {
    private let favorites = BehaviorRelay<Set<String>>(value: [])

    /// Whether the car with `id` is a favorite, now and whenever that changes.
    func isFavorite(_ id: String) -> Observable<Bool> {
        favorites.asObservable().map { $0.contains(id) }.distinctUntilChanged()
    }

    /// Stars the car with `id`, or unstars it.
    func toggle(_ id: String) {
        var ids = favorites.value
        if ids.remove(id) == nil { ids.insert(id) }
        favorites.accept(ids)
    }
}
