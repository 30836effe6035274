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
        // Loading lasts until the first value: an Observable may stay open for changes.
        let loadedCars = input.viewWillAppear
            .flatMapLatest { [carCatalog] in
                carCatalog.cars()
                    .trackActivityUntilFirstElement(activityIndicator)
                    .trackError(errorTracker)
                    .catch { _ in .empty() }
            }
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.refresh,
            input.select.map { _ in }
        )
        let navigationTitle = acted.map { _ in "Cars" }
            .startWith("Cars")
            .asDriver(onErrorJustReturn: "Cars")
        let errorMessage = errorTracker.asObservable()
            .map { $0.localizedDescription }
            .asSignal(onErrorSignalWith: .empty())
        return Output(
            cars: loadedCars.asDriver(onErrorJustReturn: []),
            errorMessage: errorMessage,
            hint: .just(""),
            isLoading: activityIndicator.asDriver(),
            navigationTitle: navigationTitle,
            route: .empty()
        )
    }
}
