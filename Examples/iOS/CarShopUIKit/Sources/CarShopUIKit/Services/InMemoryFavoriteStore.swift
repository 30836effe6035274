import Foundation
import RxRelay
import RxSwift

/// Which cars the user starred, in memory: shared by every screen of the app
/// through AppDependencies.
final class InMemoryFavoriteStore: FavoriteStore {
    private let favorites = BehaviorRelay<Set<String>>(value: [])

    /// Whether the car is a favorite, now and whenever that changes.
    func isFavorite(carID: String) -> Observable<Bool> {
        favorites.asObservable().map { $0.contains(carID) }.distinctUntilChanged()
    }

    /// Stars the car, or unstars it.
    func toggle(carID: String) {
        var ids = favorites.value
        if ids.remove(carID) == nil { ids.insert(carID) }
        favorites.accept(ids)
    }
}
