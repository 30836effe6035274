import SceneRx
import SceneTerminal
import XCTest

@testable import Forms

/// The Sign In screen: what it shows and what its keys and typed
/// values send. scenegen created this file once; it is yours.
final class SignInViewControllerTests: XCTestCase {
    private func makeViewController() -> SignInViewController {
        SignInBuilder.viewController(
            inputs: SignInViewModel.Inputs(), dependencies: MockServices().dependencies)
    }

    func testShowsItsTitle() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        XCTAssertEqual(viewController.title, "Sign In")
        XCTAssertEqual(viewController.screen().first, "Sign In")
    }

    func testTypingEnterEmailValueSendsEnterEmail() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [String] = []
        let subscription = viewController.enterEmailRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(value: "hello", to: "e"))
        XCTAssertEqual(sent, ["hello"])
        XCTAssertTrue(
            viewController.footer().contains("[e] " + "Enter Email" + "…"),
            "the footer names the key that opens the prompt")
    }

    func testTypingEnterPasswordValueSendsEnterPassword() {
        let viewController = makeViewController()
        viewController.loadViewIfNeeded()
        var sent: [String] = []
        let subscription = viewController.enterPasswordRelay.subscribe(onNext: { sent.append($0) })
        defer { subscription.dispose() }
        XCTAssertTrue(viewController.dispatch(value: "hello", to: "n"))
        XCTAssertEqual(sent, ["hello"])
        XCTAssertTrue(
            viewController.footer().contains("[n] " + "Enter Password" + "…"),
            "the footer names the key that opens the prompt")
    }
}
