import Foundation
import Testing

@testable import Kitchen

/// The Braces ViewModel: its starting state, its actions. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("BracesViewModel")
struct BracesViewModelTests {
    @Test func mockMakesAViewModel() {
        _ = BracesViewModel.mock()
    }
}
