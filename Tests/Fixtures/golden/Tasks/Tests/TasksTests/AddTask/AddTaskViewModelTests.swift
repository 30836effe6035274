import SceneRx
import SceneRxTest
import XCTest

@testable import Tasks

/// The New Task ViewModel in virtual time, on its harness
/// (AddTaskViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class AddTaskViewModelTests: XCTestCase {
    private var harness: AddTaskViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = AddTaskViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "New Task")
    }

    func testSaveChangesWhatTheScreenShows() {
        harness.send(.save("save-1"), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "save at 300 changed nothing on the screen")
    }

    func testIsNotLoadingWhenItCallsNothing() {
        harness.start()
        XCTAssertEqual(harness.isLoading.events.last?.value.element, false)
        XCTAssertEqual(harness.errorMessage.events, [])
    }
}
