import SceneRx
import SceneRxTest
import XCTest

final class PlaceholderTests: XCTestCase {
    func testModuleLinks() {
        XCTAssertEqual(Observable.just(1).map { $0 + 1 }.asDriver(onErrorJustReturn: 0).asObservable() is Observable<Int>, true)
    }
}
