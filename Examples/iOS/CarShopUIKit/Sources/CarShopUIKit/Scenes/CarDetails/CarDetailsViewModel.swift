import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Car Details screen shows.
/// It fetches, stores and formats data through the services it is given; it
/// never touches a view (it does not import UIKit).
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in CarDetailsViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add. CarDetailsBuilder makes it with the app's AppDependencies.
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
        // `carCatalog.cars()` can run on appearing, as `CarCatalog.cars()` needs nothing the scene lacks:
        // call it from `input.viewWillAppear` through `.trackActivityUntilFirstElement(activityIndicator).trackError(errorTracker)`.
        // `carCatalog.car(carID: inputs.carID)` can run on appearing, as `CarCatalog.car(carID:)` needs nothing the scene lacks:
        // call it from `input.viewWillAppear` through `.trackActivityUntilFirstElement(activityIndicator).trackError(errorTracker)`.
        // `favoriteStore.isFavorite(carID: inputs.carID)` can run on appearing, as `FavoriteStore.isFavorite(carID:)` needs nothing the scene lacks:
        // call it from `input.viewWillAppear` through `.trackActivityUntilFirstElement(activityIndicator).trackError(errorTracker)`.
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.toggleFavorite
        )
        let navigationTitle = acted.map { _ in "Car Details" }
            .startWith("Car Details")
            .asDriver(onErrorJustReturn: "Car Details")
        let errorMessage = errorTracker.asObservable()
            .map { $0.localizedDescription }
            .asSignal(onErrorSignalWith: .empty())
        return Output(
            errorMessage: errorMessage,
            favorite: .just(""),
            isLoading: activityIndicator.asDriver(),
            name: .just(""),
            navigationTitle: navigationTitle,
            price: .just("")
        )
    }
}
