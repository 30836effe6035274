import SceneTerminal
import XCTest

@testable import Forms

/// Where Sign In leads: each route shows the right scene with the
/// right inputs and this scene's services. scenegen created this file once; it is yours.
final class SignInRouterTests: XCTestCase {
    private let mocks = MockServices()

    private func makeViewController() -> SignInViewController {
        SignInBuilder.viewController(
            inputs: SignInViewModel.Inputs(), dependencies: mocks.dependencies)
    }

    func testRouterStartsFromItsScreen() {
        let viewController = makeViewController()
        XCTAssertTrue(viewController.router.viewController === viewController)
    }
}
