import Foundation
import Testing

@testable import Garage

/// The Showroom ViewModel: its starting state, its actions. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("ShowroomViewModel")
struct ShowroomViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = ShowroomViewModel.mock()
        #expect(viewModel.cars == [])
    }

    @Test func appearLoadsCarsAndStopsLoading() async {
        let mocks = MockServices()
        let viewModel = ShowroomViewModel.mock(mocks: mocks)
        await viewModel.appear()
        #expect(mocks.carStore.carsCalls.count == 1)
        #expect(viewModel.isLoading == false, "stops loading")
        #expect(viewModel.errorMessage == nil)
    }

    @Test func appearShowsTheErrorWhenLoadingCarsFails() async {
        let mocks = MockServices()
        mocks.carStore.carsFailure = MockServiceError.failure
        let viewModel = ShowroomViewModel.mock(mocks: mocks)
        await viewModel.appear()
        #expect(viewModel.errorMessage != nil, "shows the error")
        #expect(viewModel.isLoading == false, "stops loading")
        viewModel.dismissError()
        #expect(viewModel.errorMessage == nil, "the dismissed alert goes")
    }
}
