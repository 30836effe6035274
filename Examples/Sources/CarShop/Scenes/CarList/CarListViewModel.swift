import Foundation
import SceneRx

/// Prepares what the Cars screen shows and decides where it leads.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in CarListViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
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
        let lines = cars.map { cars in
            cars.map { "\($0.name) — \(PriceFormatter.format($0.price))" }
        }
        let route = input.select
            .withLatestFrom(cars) { number, cars in cars.indices.contains(number - 1) ? cars[number - 1] : nil }
            .compactMap { $0 }
            .map { CarListRoute.carDetails(carID: $0.id) }
        return Output(
            cars: lines.asDriver(onErrorJustReturn: []),
            errorMessage: errorTracker.asObservable().map { $0.localizedDescription }
                .asSignal(onErrorSignalWith: .empty()),
            hint: .just("Type a car's number to see it."),
            isLoading: activityIndicator.asDriver(),
            navigationTitle: .just("Cars"),
            route: route.asSignal(onErrorSignalWith: .empty())
        )
    }
}
