import Foundation
import SceneRx

/// Where the car shop's cars come from: what the ViewModels depend on, so
/// tests can hand them a catalog of their own.
protocol CarCatalog: AnyObject {
    /// Every car for sale.
    func cars() -> Observable<[Car]>
    /// The car with `id`, or nil.
    func car(id: String) -> Observable<Car?>
}

/// The cars of the example, in memory.
final class InMemoryCarCatalog: CarCatalog {
    private let stock: [Car]

    init(stock: [Car]) {
        self.stock = stock
    }

    /// The shop's cars.
    static let showroom = [
        Car(id: "model-3", name: "Tesla Model 3", price: 39_990),
        Car(id: "id-3", name: "Volkswagen ID.3", price: 36_900),
        Car(id: "zoe", name: "Renault Zoe", price: 32_500),
    ]

    func cars() -> Observable<[Car]> {
        .just(stock)
    }

    func car(id: String) -> Observable<Car?> {
        .just(stock.first { $0.id == id })
    }
}
