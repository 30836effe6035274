import Foundation
import Testing

@testable import Garage

/// The Settings ViewModel: its starting state, its actions. On the main actor, as the ViewModel is; async, as its
/// actions are. scenegen created this file once; it is yours.
@MainActor
@Suite("SettingsViewModel")
struct SettingsViewModelTests {
    @Test func startsWithNeutralState() {
        let viewModel = SettingsViewModel.mock()
        #expect(viewModel.version == "")
    }
}
