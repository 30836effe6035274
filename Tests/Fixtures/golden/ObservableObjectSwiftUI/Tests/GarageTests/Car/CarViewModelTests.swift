import Foundation
import Testing

@testable import Garage

/// The Car ViewModel: its starting state, its actions. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("CarViewModel")
struct CarViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = CarViewModel.mock()
        #expect(viewModel.title == "")
        #expect(viewModel.name == "name-1")
    }
}
