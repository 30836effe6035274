import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The Settings ViewModel in virtual time, on its harness, with the in-memory store.
final class SettingsViewModelTests: XCTestCase {
    func testToggleShowFinishedFlipsTheSetting() {
        let harness = SettingsViewModelHarness()
        let store = InMemoryTaskStore()
        harness.send(.toggleShowFinished, at: 300)
        harness.send(.toggleShowFinished, at: 400)
        harness.start(SettingsViewModel(inputs: harness.inputs, dependencies: AppDependencies(taskStore: store)))
        XCTAssertEqual(harness.showFinished.events, [.next(1, "yes"), .next(301, "no"), .next(401, "yes")])
    }

    func testToggleShowFinishedTellsTheStore() {
        let harness = SettingsViewModelHarness()
        harness.send(.toggleShowFinished, at: 300)
        harness.start()
        XCTAssertEqual(harness.mocks.taskStore.toggleShowFinishedCalls.count, 1)
    }
}
