import Foundation
import SceneRx

// The shape scenegen emits for a scene's ViewModel: plain, non-isolated, importing only
// Foundation and the reactive runtime (RxSwift + RxCocoa in the uikit flavor).

struct Car: Equatable {
    let id: Int
    let name: String
}

enum CarLoadingError: Error, LocalizedError {
    case offline

    var errorDescription: String? { "You are offline." }
}

protocol CarRepositoryProtocol {
    func fetchCars() -> Observable<[Car]>
}

final class CarListViewModel: ViewModelType {
    struct Input {
        let viewDidLoad: Observable<Void>
        let refresh: Observable<Void>
        let selection: Observable<Int>
    }

    struct Output {
        let title: Driver<String>
        let rows: Driver<[String]>
        let loading: Driver<Bool>
        let error: Signal<String>
        let selectedCar: Signal<Car>
    }

    private let repository: CarRepositoryProtocol

    init(repository: CarRepositoryProtocol) {
        self.repository = repository
    }

    func transform(input: Input) -> Output {
        let activityTracker = ActivityIndicator()
        let errorTracker = ErrorTracker()

        let cars = Observable.merge(input.viewDidLoad, input.refresh)
            .flatMapLatest { [repository] in
                repository.fetchCars()
                    .trackActivity(activityTracker)
                    .trackError(errorTracker)
                    .catchAndReturn([])
            }
            .asDriver(onErrorJustReturn: [])

        let rows = cars.map { cars in cars.map { "\($0.id). \($0.name)" } }

        let error = errorTracker.asObservable()
            .map { $0.localizedDescription }
            .asSignal(onErrorJustReturn: "")

        let selectedCar = input.selection
            .withLatestFrom(cars.asObservable()) { index, cars in cars[safe: index] }
            .compactMap { $0 }
            .asSignal(onErrorSignalWith: .empty())

        return Output(
            title: .just("Cars"),
            rows: rows,
            loading: activityTracker.asDriver(),
            error: error,
            selectedCar: selectedCar
        )
    }
}
