import Foundation
import SceneRx

// A search scene as real apps write it: debounced typing, a Single-returning service, the
// latest request wins, loading tracked with `Observable.using`, failures shown once.

protocol SearchServiceProtocol {
    func search(_ query: String) -> Single<[String]>
}

final class SearchViewModel {
    struct Input {
        let query: Observable<String>
        let retry: Observable<Void>
    }

    struct Output {
        let results: Driver<[String]>
        let isLoading: Driver<Bool>
        let failure: Signal<String>
        let resultCount: Driver<Int>
    }

    private let service: SearchServiceProtocol
    private let scheduler: SchedulerType
    private let retries = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    init(service: SearchServiceProtocol, scheduler: SchedulerType) {
        self.service = service
        self.scheduler = scheduler
    }

    func transform(input: Input) -> Output {
        let activity = ActivityTracker()
        let failures = PublishRelay<String>()
        // Inputs bound into relays: only the subscription keeps the input's source alive.
        input.retry.bind(to: retries).disposed(by: disposeBag)
        let query = input.query
            .debounce(.seconds(3), scheduler: scheduler)
            .distinctUntilChanged()
            .filter { !$0.isEmpty }
        let latestQuery = Observable.merge(query, retries.withLatestFrom(query))
        let results =
            latestQuery
            .flatMapLatest { [service] text in
                service.search(text)
                    .asObservable()
                    .trackActivity(activity)
                    .catch { error in
                        failures.accept("\(error)")
                        return .just([])
                    }
            }
            .asDriver(onErrorJustReturn: [])
        return Output(
            results: results,
            isLoading: activity.asDriver(),
            failure: failures.asSignal(),
            resultCount: results.map { $0.count }.startWith(0))
    }
}
