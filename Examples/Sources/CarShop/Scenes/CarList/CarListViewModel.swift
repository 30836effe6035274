import Foundation
import SceneRx

/// Prepares what the Cars screen shows and decides where it leads.
///
/// scenegen created this file once; it is yours. Its `Input` and `Output`
/// are generated from the spec in CarListViewModel+IO.swift: when the
/// spec changes, the compiler points here at what to add.
final class CarListViewModel: ViewModelType {
    private let catalog: CarCatalog

    init(catalog: CarCatalog) {
        self.catalog = catalog
    }

    func transform(input: Input) -> Output {
        let cars = Observable.merge(input.viewWillAppear, input.refresh)
            .flatMapLatest { [catalog] in catalog.cars().catchAndReturn([]) }
            .share(replay: 1)
        let lines = cars.map { cars in
            cars.map { "\($0.name) — \(PriceFormatter.format($0.price))" }
        }
        let route = input.select
            .withLatestFrom(cars) { number, cars in cars.indices.contains(number - 1) ? cars[number - 1] : nil }
            .compactMap { $0 }
            .map { CarListRoute.carDetails(carID: $0.id) }
        return Output(
            navigationTitle: .just("Cars"),
            cars: lines.asDriver(onErrorJustReturn: []),
            hint: .just("Type a car's number to see it."),
            route: route.asSignal(onErrorSignalWith: .empty())
        )
    }
}
