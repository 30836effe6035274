import Foundation
import Testing

@testable import Garage

/// The Garage ViewModel: its starting state, its actions and its
/// navigation intents. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("GarageViewModel")
struct GarageViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = GarageViewModel.mock()
        #expect(viewModel.cars == [])
        #expect(viewModel.isLoading == false)
        #expect(viewModel.errorMessage == nil)
        #expect(viewModel.navigationIntent == nil)
    }

    @Test func reloadRunsToTheEnd() async {
        let viewModel = GarageViewModel.mock()
        await viewModel.reload()
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func intentToCarShowsCar() {
        #expect(GarageNavigationIntent.car(name: "name-1").appRoute == AppRoute.car(name: "name-1"))
    }

    @Test func intentToSettingsShowsSettings() {
        #expect(GarageNavigationIntent.settings.appRoute == AppRoute.settings)
    }
}
