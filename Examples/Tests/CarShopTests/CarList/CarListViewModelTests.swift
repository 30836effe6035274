import SceneRx
import SceneRxTest
import XCTest

@testable import CarShop

/// The Cars ViewModel in virtual time, with a catalog of its own.
final class CarListViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private let stock = [Car(id: "a", name: "Alpha", price: 1_000), Car(id: "b", name: "Beta", price: 25_500)]

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    private func transform(
        refresh: [Recorded<Event<Void>>] = [], select: [Recorded<Event<Int>>] = []
    ) -> CarListViewModel.Output {
        let viewModel = CarListViewModel(catalog: InMemoryCarCatalog(stock: stock))
        let input = CarListViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable(),
            refresh: scheduler.createHotObservable(refresh).asObservable(),
            select: scheduler.createHotObservable(select).asObservable()
        )
        var output: CarListViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) { output = viewModel.transform(input: input) }
        return output
    }

    func testShowsTheCarsWithTheirPricesWhenTheScreenAppears() {
        let cars = scheduler.createObserver([String].self)
        transform().cars.drive(cars).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(cars.events, [.next(211, ["Alpha — $1,000", "Beta — $25,500"])])
    }

    func testRefreshShowsTheCarsAgain() {
        let cars = scheduler.createObserver([String].self)
        transform(refresh: [.next(300, ())]).cars.drive(cars).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(cars.events.map(\.time), [211, 301])
    }

    func testSelectingANumberRoutesToThatCar() {
        let route = scheduler.createObserver(CarListRoute.self)
        transform(select: [.next(300, 2), .next(400, 7)]).route.asObservable().subscribe(route).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(route.events, [.next(301, .carDetails(carID: "b"))], "7 has no car: no route")
    }

    func testTitle() {
        let title = scheduler.createObserver(String.self)
        transform().navigationTitle.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events.compactMap(\.value.element), ["Cars"])
    }
}
