import Foundation
import Testing

@testable import CarShopSwiftUI

/// The Cars ViewModel with a mock catalog: the terminal car shop's
/// CarListViewModelTests (Examples/Tests/CarShopTests), case for case.
@MainActor
@Suite("CarListViewModel")
struct CarListViewModelTests {
    private let stock = [Car(id: "a", name: "Alpha", price: 1_000), Car(id: "b", name: "Beta", price: 25_500)]
    private let mocks = MockServices()

    init() {
        mocks.carCatalog.carsResult = stock
    }

    @Test func showsTheCarsWhenTheScreenAppears() async {
        let viewModel = CarListViewModel.mock(mocks: mocks)
        await viewModel.appear()
        #expect(viewModel.cars == stock)
        #expect(mocks.carCatalog.carsCalls.count == 1)
        #expect(viewModel.errorMessage == nil)
    }

    @Test func rowsReadAsNameAndPrice() {
        #expect(stock.map(String.init(describing:)) == ["Alpha — $1,000", "Beta — $25,500"])
    }

    @Test func refreshLoadsTheCarsAgain() async {
        let viewModel = CarListViewModel.mock(mocks: mocks)
        await viewModel.appear()
        await viewModel.refresh()
        #expect(mocks.carCatalog.carsCalls.count == 2)
    }

    @Test func selectingACarRoutesToIt() async {
        let viewModel = CarListViewModel.mock(mocks: mocks)
        await viewModel.appear()
        await viewModel.select("gone")
        #expect(viewModel.navigationIntent == nil, "no car has the id gone: no route")
        await viewModel.select("b")
        #expect(viewModel.navigationIntent == .carDetails(carID: "b"))
    }

    @Test func stopsLoadingWhenTheCarsCame() async {
        let viewModel = CarListViewModel.mock(mocks: mocks)
        #expect(viewModel.isLoading == false)
        await viewModel.appear()
        #expect(viewModel.isLoading == false)
    }

    @Test func aFailedRefreshSaysWhyAndKeepsTheList() async {
        let viewModel = CarListViewModel.mock(mocks: mocks)
        await viewModel.appear()
        mocks.carCatalog.carsFailure = CatalogError.unreachable
        await viewModel.refresh()
        #expect(viewModel.errorMessage == "The showroom cannot be reached; tap Refresh to try again.")
        #expect(viewModel.cars == stock, "the list stays as it was")
        #expect(viewModel.isLoading == false, "stops loading")
        viewModel.dismissError()
        #expect(viewModel.errorMessage == nil, "the dismissed alert goes")
        await viewModel.refresh()
        #expect(viewModel.errorMessage == "The showroom cannot be reached; tap Refresh to try again.", "and comes back")
        mocks.carCatalog.carsFailure = nil
        await viewModel.refresh()
        #expect(viewModel.errorMessage == nil, "the next load clears the error")
    }

    @Test func intentToCarDetailsShowsCarDetails() {
        #expect(CarListNavigationIntent.carDetails(carID: "b").appRoute == AppRoute.carDetails(carID: "b"))
    }

    @Test func theLiveCatalogFailsEveryThirdLoad() async {
        let viewModel = CarListViewModel.live(dependencies: .live())
        await viewModel.appear()
        await viewModel.refresh()
        #expect(viewModel.errorMessage == nil)
        await viewModel.refresh()
        #expect(viewModel.errorMessage == "The showroom cannot be reached; tap Refresh to try again.")
        #expect(viewModel.cars.count == 3, "the list stays")
    }
}
