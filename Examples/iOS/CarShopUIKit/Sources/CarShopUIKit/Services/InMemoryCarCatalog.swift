import Foundation
import RxSwift

/// The cars of the example, in memory. Its network is flaky on purpose: with
/// `failsEvery: 3`, every third load fails, so the app shows its error path.
final class InMemoryCarCatalog: CarCatalog {
    private let stock: [Car]
    private let failsEvery: Int?
    private var loads = 0

    init(stock: [Car], failsEvery: Int? = nil) {
        self.stock = stock
        self.failsEvery = failsEvery
    }

    /// The shop's cars.
    static let showroom = [
        Car(id: "model-3", name: "Tesla Model 3", price: 39_990),
        Car(id: "id-3", name: "Volkswagen ID.3", price: 36_900),
        Car(id: "zoe", name: "Renault Zoe", price: 32_500),
    ]

    func cars() -> Observable<[Car]> {
        Observable.deferred { [self] in
            loads += 1
            if let failsEvery, loads % failsEvery == 0 { return .error(CatalogError.unreachable) }
            return .just(stock)
        }
    }

    func car(carID: String) -> Observable<Car?> {
        .just(stock.first { $0.id == carID })
    }
}

/// Why the catalog could not answer.
enum CatalogError: LocalizedError, Equatable {
    case unreachable

    var errorDescription: String? {
        "The showroom cannot be reached; tap Refresh to try again."
    }
}
