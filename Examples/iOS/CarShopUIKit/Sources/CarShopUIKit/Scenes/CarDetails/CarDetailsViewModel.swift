import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Car Details screen shows.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in CarDetailsViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
///
/// The terminal car shop's ViewModel (Examples/Sources/CarShop), ported as it
/// is: only the imports differ, so both apps behave alike.
final class CarDetailsViewModel: ViewModelType {
    private let inputs: Inputs
    private let carCatalog: CarCatalog
    private let favoriteStore: FavoriteStore

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
        self.carCatalog = dependencies.carCatalog
        self.favoriteStore = dependencies.favoriteStore
    }

    func transform(input: Input) -> Output {
        let activityIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let carID = inputs.carID
        let car = input.viewWillAppear
            .flatMapLatest { [carCatalog] in
                carCatalog.car(carID: carID)
                    .trackActivity(activityIndicator)
                    .trackError(errorTracker)
                    .catchAndReturn(nil)
            }
            .share(replay: 1)
        let toggled = input.toggleFavorite
            .do(onNext: { [favoriteStore] in favoriteStore.toggle(carID: carID) })
            .flatMap { Observable<Bool>.empty() }
        let isFavorite = Observable.merge(favoriteStore.isFavorite(carID: carID), toggled)
        return Output(
            errorMessage: errorTracker.asObservable().map { $0.localizedDescription }
                .asSignal(onErrorSignalWith: .empty()),
            favorite: isFavorite.map { $0 ? "★ favorite" : "☆ not a favorite" }.asDriver(onErrorJustReturn: ""),
            isLoading: activityIndicator.asDriver(),
            name: car.map { $0?.name ?? "—" }.asDriver(onErrorJustReturn: "—"),
            navigationTitle: car.map { $0?.name ?? "Unknown car" }.asDriver(onErrorJustReturn: "Unknown car"),
            price: car.map { $0.map { PriceFormatter.format($0.price) } ?? "—" }.asDriver(onErrorJustReturn: "—")
        )
    }
}
