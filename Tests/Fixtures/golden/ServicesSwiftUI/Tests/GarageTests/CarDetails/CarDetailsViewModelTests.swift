import Foundation
import Testing

@testable import Garage

/// The Details """ #"injected4"# \(injected5) // injected6 ViewModel: its starting state, its actions and its
/// navigation intents. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("CarDetailsViewModel")
struct CarDetailsViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = CarDetailsViewModel.mock()
        #expect(viewModel.car == nil)
        #expect(viewModel.isFavorite == false)
        #expect(viewModel.navigationIntent == nil)
        #expect(viewModel.carID == "carID-1")
        #expect(viewModel.referrer == "referrer-2")
    }

    @Test func toggleFavoriteRunsToTheEnd() async {
        let viewModel = CarDetailsViewModel.mock()
        await viewModel.toggleFavorite()
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func appearLoadsCarAndStopsLoading() async {
        let mocks = MockServices()
        let viewModel = CarDetailsViewModel.mock(mocks: mocks)
        await viewModel.appear()
        #expect(mocks.carRepository.carCalls.count == 1)
        #expect(viewModel.isLoading == false, "stops loading")
        #expect(viewModel.errorMessage == nil)
    }

    @Test func appearShowsTheErrorWhenLoadingCarFails() async {
        let mocks = MockServices()
        mocks.carRepository.carFailure = MockServiceError.failure
        let viewModel = CarDetailsViewModel.mock(mocks: mocks)
        await viewModel.appear()
        #expect(viewModel.errorMessage != nil, "shows the error")
        #expect(viewModel.isLoading == false, "stops loading")
        viewModel.dismissError()
        #expect(viewModel.errorMessage == nil, "the dismissed alert goes")
    }

    @Test func intentToSettingsShowsSettings() {
        #expect(CarDetailsNavigationIntent.settings.appRoute == AppRoute.settings)
    }
}
