import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import CarShopUIKit

/// The Car Details ViewModel in virtual time, on its harness: a mock catalog
/// and a real favorites store.
final class CarDetailsViewModelTests: XCTestCase {
    private var harness: CarDetailsViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = CarDetailsViewModelHarness(inputs: CarDetailsViewModel.Inputs(carID: "a"))
        harness.mocks.carCatalog.carResult = .just(Car(id: "a", name: "Alpha", price: 12_345.6))
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsTheCarsNameAndFormattedPrice() {
        harness.start()
        XCTAssertEqual(harness.name.events.compactMap(\.value.element), ["Alpha"])
        XCTAssertEqual(harness.price.events.compactMap(\.value.element), ["$12,346"])
        XCTAssertEqual(harness.mocks.carCatalog.carCalls, [.init(carID: "a")])
    }

    func testTitleIsTheCarsName() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.compactMap(\.value.element), ["Alpha"])
    }

    func testAnUnknownCarSaysSo() {
        harness.mocks.carCatalog.carResult = .just(nil)
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.compactMap(\.value.element), ["Unknown car"])
    }

    func testToggleFavoriteFlipsTheStarEachTime() {
        let favorites = InMemoryFavoriteStore()
        let dependencies = AppDependencies(carCatalog: harness.mocks.carCatalog, favoriteStore: favorites)
        harness.send(.toggleFavorite, at: 300)
        harness.send(.toggleFavorite, at: 400)
        harness.start(CarDetailsViewModel(inputs: harness.inputs, dependencies: dependencies))
        XCTAssertEqual(
            harness.favorite.events,
            [.next(1, "☆ not a favorite"), .next(301, "★ favorite"), .next(401, "☆ not a favorite")])
    }

    func testToggleFavoriteTellsTheStore() {
        harness.send(.toggleFavorite, at: 300)
        harness.start()
        XCTAssertEqual(harness.mocks.favoriteStore.toggleCalls, [.init(carID: "a")])
    }

    func testAFailedLoadSaysWhy() {
        harness.mocks.carCatalog.carResult = .error(CatalogError.unreachable)
        harness.start()
        XCTAssertEqual(harness.errorMessage.events.count, 1)
        XCTAssertEqual(harness.name.events.compactMap(\.value.element), ["—"])
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false)
    }
}
