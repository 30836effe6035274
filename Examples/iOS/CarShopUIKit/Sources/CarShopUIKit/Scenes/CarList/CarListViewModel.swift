import Foundation
import RxCocoa
import RxSwift

/// Prepares what the Cars screen shows and decides where it leads.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in CarListViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
///
/// The terminal car shop's ViewModel (Examples/Sources/CarShop), ported as it
/// is: only the imports differ, so both apps behave alike.
final class CarListViewModel: ViewModelType {
    private let inputs: Inputs
    private let carCatalog: CarCatalog

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
        self.carCatalog = dependencies.carCatalog
    }

    func transform(input: Input) -> Output {
        let activityIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()
        // Each appearance and each refresh loads the cars; a failed load keeps
        // the list as it was and says why.
        let cars = Observable.merge(input.viewWillAppear, input.refresh)
            .flatMapLatest { [carCatalog] in
                carCatalog.cars()
                    .trackActivity(activityIndicator)
                    .trackError(errorTracker)
                    .catch { _ in .empty() }
            }
            .share(replay: 1)
        // The list action carries the chosen car's id (docs/spec.md, Action): an
        // id that is not in the list (any more) leads nowhere.
        let route = input.select
            .withLatestFrom(cars) { carID, cars in cars.first { $0.id == carID } }
            .compactMap { $0 }
            .map { CarListRoute.carDetails(carID: $0.id) }
        return Output(
            cars: cars.asDriver(onErrorJustReturn: []),
            errorMessage: errorTracker.asObservable().map { $0.localizedDescription }
                .asSignal(onErrorSignalWith: .empty()),
            hint: .just("Choose a car to see its details."),
            isLoading: activityIndicator.asDriver(),
            navigationTitle: .just("Cars"),
            route: route.asSignal(onErrorSignalWith: .empty())
        )
    }
}
