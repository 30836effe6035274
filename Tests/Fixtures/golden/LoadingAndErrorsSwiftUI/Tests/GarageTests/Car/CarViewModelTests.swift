import Foundation
import Testing

@testable import Garage

/// The Car ViewModel: its starting state, its actions and its
/// navigation intents. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("CarViewModel")
struct CarViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = CarViewModel.mock()
        #expect(viewModel.title == "")
        #expect(viewModel.errorMessage == "")
        #expect(viewModel.navigationIntent == nil)
        #expect(viewModel.name == "name-1")
    }

    @Test func closeRunsToTheEnd() async {
        let viewModel = CarViewModel.mock()
        await viewModel.close()
        #expect(viewModel.navigationIntent == nil, "the generated action asks for no screen yet")
    }

    @Test func intentToGarageShowsGarage() {
        #expect(CarNavigationIntent.garage.appRoute == AppRoute.garage)
    }
}
