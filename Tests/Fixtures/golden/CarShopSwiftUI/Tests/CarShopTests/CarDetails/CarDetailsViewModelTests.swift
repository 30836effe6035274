import Foundation
import Testing

@testable import CarShop

/// The Car Details ViewModel: its starting state, its actions. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("CarDetailsViewModel")
struct CarDetailsViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = CarDetailsViewModel.mock()
        #expect(viewModel.name == "")
        #expect(viewModel.price == "")
        #expect(viewModel.favorite == "")
        #expect(viewModel.carID == "carID-1")
    }

    @Test func toggleFavoriteRunsToTheEnd() async {
        let viewModel = CarDetailsViewModel.mock()
        await viewModel.toggleFavorite()
    }

    @Test func appearIsNotLoadingWhenItCallsNothing() async {
        let viewModel = CarDetailsViewModel.mock()
        await viewModel.appear()
        #expect(viewModel.isLoading == false)
        #expect(viewModel.errorMessage == nil)
    }
}
