import Foundation
import Testing

@testable import CarShop

/// The Cars ViewModel: its starting state, its actions and its
/// navigation intents. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("CarListViewModel")
struct CarListViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = CarListViewModel.mock()
        #expect(viewModel.cars == [])
        #expect(viewModel.hint == "")
        #expect(viewModel.navigationIntent == nil)
    }

    @Test func refreshRunsToTheEnd() async {
        let viewModel = CarListViewModel.mock()
        await viewModel.refresh()
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func appearLoadsCarsAndStopsLoading() async {
        let mocks = MockServices()
        let viewModel = CarListViewModel.mock(mocks: mocks)
        await viewModel.appear()
        #expect(mocks.carCatalog.carsCalls.count == 1)
        #expect(viewModel.isLoading == false, "stops loading")
        #expect(viewModel.errorMessage == nil)
    }

    @Test func appearShowsTheErrorWhenLoadingCarsFails() async {
        let mocks = MockServices()
        mocks.carCatalog.carsFailure = MockServiceError.failure
        let viewModel = CarListViewModel.mock(mocks: mocks)
        await viewModel.appear()
        #expect(viewModel.errorMessage != nil, "shows the error")
        #expect(viewModel.isLoading == false, "stops loading")
        viewModel.dismissError()
        #expect(viewModel.errorMessage == nil, "the dismissed alert goes")
    }

    @Test func intentToCarDetailsShowsCarDetails() {
        #expect(CarListNavigationIntent.carDetails(carID: "carID-1").appRoute == AppRoute.carDetails(carID: "carID-1"))
    }
}
