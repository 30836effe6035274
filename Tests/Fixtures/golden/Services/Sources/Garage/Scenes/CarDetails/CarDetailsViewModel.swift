import Foundation
import SceneRx

/// Prepares what the Details """ #"injected4"# \(injected5) // injected6 screen shows and decides where it leads.
///
/// scenegen created this file once; it is yours. Its `Inputs`, `Input` and
/// `Output` are generated from the spec in CarDetailsViewModel+IO.swift:
/// when the spec changes, the compiler (or `scenegen generate`) points here at
/// what to add.
final class CarDetailsViewModel: ViewModelType {
    private let inputs: Inputs
    private let carRepository: CarRepository
    private let favoriteStore: FavoriteStore

    init(inputs: Inputs, dependencies: AppDependencies) {
        self.inputs = inputs
        self.carRepository = dependencies.carRepository
        self.favoriteStore = dependencies.favoriteStore
    }

    func transform(input: Input) -> Output {
        let activityIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()
        // Loading lasts until the first value: an Observable may stay open for changes.
        let loadedCar = input.viewWillAppear
            .flatMapLatest { [carRepository, inputs] in
                carRepository.car(carID: inputs.carID)
                    .trackActivityUntilFirstElement(activityIndicator)
                    .trackError(errorTracker)
                    .catch { _ in .empty() }
            }
        // Loading lasts until the first value: an Observable may stay open for changes.
        let loadedIsFavorite = input.viewWillAppear
            .flatMapLatest { [favoriteStore, inputs] in
                favoriteStore.isFavorite(carID: inputs.carID)
                    .trackActivityUntilFirstElement(activityIndicator)
                    .trackError(errorTracker)
                    .catch { _ in .empty() }
            }
        // Each action only shows the title again for now: make it change what it should.
        let acted = Observable<Void>.merge(
            input.toggleFavorite
        )
        let navigationTitle = acted.map { _ in "Details \"\"\" #\"injected4\"# \\(injected5) // injected6" }
            .startWith("Details \"\"\" #\"injected4\"# \\(injected5) // injected6")
            .asDriver(onErrorJustReturn: "Details \"\"\" #\"injected4\"# \\(injected5) // injected6")
        let errorMessage = errorTracker.asObservable()
            .map { $0.localizedDescription }
            .asSignal(onErrorSignalWith: .empty())
        return Output(
            car: loadedCar.asDriver(onErrorJustReturn: nil),
            errorMessage: errorMessage,
            isFavorite: loadedIsFavorite.asDriver(onErrorJustReturn: false),
            isLoading: activityIndicator.asDriver(),
            navigationTitle: navigationTitle,
            route: .empty()
        )
    }
}
