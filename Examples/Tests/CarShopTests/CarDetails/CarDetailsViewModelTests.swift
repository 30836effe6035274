import SceneRx
import SceneRxTest
import XCTest

@testable import CarShop

/// The Car Details ViewModel in virtual time.
final class CarDetailsViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var favorites: FavoriteStore!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        favorites = FavoriteStore()
    }

    private func transform(carID: String, toggleFavorite: [Recorded<Event<Void>>] = []) -> CarDetailsViewModel.Output {
        let catalog = InMemoryCarCatalog(stock: [Car(id: "a", name: "Alpha", price: 12_345.6)])
        let viewModel = CarDetailsViewModel(carID: carID, catalog: catalog, favorites: favorites)
        let input = CarDetailsViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            toggleFavorite: scheduler.createHotObservable(toggleFavorite).asObservable()
        )
        var output: CarDetailsViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) { output = viewModel.transform(input: input) }
        return output
    }

    private func elements(_ driver: Driver<String>) -> [String] {
        let observer = scheduler.createObserver(String.self)
        driver.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        return observer.events.compactMap(\.value.element)
    }

    func testShowsTheCarsNameAndFormattedPrice() {
        let output = transform(carID: "a")
        let name = scheduler.createObserver(String.self)
        let price = scheduler.createObserver(String.self)
        output.name.drive(name).disposed(by: disposeBag)
        output.price.drive(price).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(name.events.compactMap(\.value.element), ["Alpha"])
        XCTAssertEqual(price.events.compactMap(\.value.element), ["$12,346"])
    }

    func testTitleIsTheCarsName() {
        XCTAssertEqual(elements(transform(carID: "a").navigationTitle), ["Alpha"])
    }

    func testAnUnknownCarSaysSo() {
        XCTAssertEqual(elements(transform(carID: "zzz").navigationTitle), ["Unknown car"])
    }

    func testToggleFavoriteFlipsTheStarEachTime() {
        let favorite = scheduler.createObserver(String.self)
        transform(carID: "a", toggleFavorite: [.next(300, ()), .next(400, ())]).favorite.drive(favorite)
            .disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(
            favorite.events,
            [.next(1, "☆ not a favorite"), .next(301, "★ favorite"), .next(401, "☆ not a favorite")])
    }
}
