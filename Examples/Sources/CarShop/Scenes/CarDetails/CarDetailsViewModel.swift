import Foundation
import SceneRx

/// Prepares what the Car Details screen shows.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in CarDetailsViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class CarDetailsViewModel: ViewModelType {
    let carID: String
    private let catalog: CarCatalog
    private let favorites: FavoriteStore

    init(carID: String, catalog: CarCatalog, favorites: FavoriteStore) {
        self.carID = carID
        self.catalog = catalog
        self.favorites = favorites
    }

    func transform(input: Input) -> Output {
        let car = catalog.car(id: carID).share(replay: 1)
        let toggled = input.toggleFavorite
            .do(onNext: { [favorites, carID] in favorites.toggle(carID) })
            .flatMap { Observable<Bool>.empty() }
        let isFavorite = Observable.merge(favorites.isFavorite(carID), toggled)
        return Output(
            navigationTitle: car.map { $0?.name ?? "Unknown car" }.asDriver(onErrorJustReturn: "Unknown car"),
            name: car.map { $0?.name ?? "—" }.asDriver(onErrorJustReturn: "—"),
            price: car.map { $0.map { PriceFormatter.format($0.price) } ?? "—" }.asDriver(onErrorJustReturn: "—"),
            favorite: isFavorite.map { $0 ? "★ favorite" : "☆ not a favorite" }.asDriver(onErrorJustReturn: "")
        )
    }
}
