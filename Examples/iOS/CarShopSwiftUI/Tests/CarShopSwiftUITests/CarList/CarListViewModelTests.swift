import Foundation
import Testing

@testable import CarShopSwiftUI

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

    @Test func selectRunsToTheEnd() async {
        let viewModel = CarListViewModel.mock()
        await viewModel.select(0)
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func appearIsNotLoadingWhenItCallsNothing() async {
        let viewModel = CarListViewModel.mock()
        await viewModel.appear()
        #expect(viewModel.isLoading == false)
        #expect(viewModel.errorMessage == nil)
    }

    @Test func intentToCarDetailsShowsCarDetails() {
        #expect(CarListNavigationIntent.carDetails(carID: "carID-1").appRoute == AppRoute.carDetails(carID: "carID-1"))
    }
}
