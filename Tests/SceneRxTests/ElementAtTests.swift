import SceneRx
import XCTest

/// `element(at:)` with a negative index, which RxSwift traps on, fails the subscription.
final class ElementAtTests: XCTestCase {
    func testANegativeElementIndexFailsInsteadOfTrapping() {
        var failure: Error?
        _ = Observable.of(1, 2).element(at: -1).subscribe(onError: { failure = $0 })
        guard case .argumentOutOfRange? = failure as? RxError else {
            return XCTFail("expected RxError.argumentOutOfRange, got \(String(describing: failure))")
        }
    }
}
