import SceneRx
import SceneRxTest
import XCTest

@testable import Forms

/// The Sign In ViewModel in virtual time, on its harness
/// (SignInViewModelHarness, generated). scenegen created this file
/// once; it is yours: as the ViewModel grows, make each test expect what the
/// screen should show (`XCTAssertEqual(harness.someField.events, [.next(100, …)])`).
final class SignInViewModelTests: XCTestCase {
    private var harness: SignInViewModelHarness!

    override func setUp() {
        super.setUp()
        harness = SignInViewModelHarness()
    }

    override func tearDown() {
        harness = nil
        super.tearDown()
    }

    func testShowsItsTitle() {
        harness.start()
        XCTAssertEqual(harness.navigationTitle.events.first?.value.element, "Sign In")
    }

    func testEnterEmailChangesWhatTheScreenShows() {
        harness.send(.enterEmail("enterEmail-1"), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "enterEmail at 300 changed nothing on the screen")
    }

    func testEnterPasswordChangesWhatTheScreenShows() {
        harness.send(.enterPassword("enterPassword-1"), at: 300)
        harness.start()
        XCTAssertFalse(harness.changedOutputs(since: 300).isEmpty, "enterPassword at 300 changed nothing on the screen")
    }
}
