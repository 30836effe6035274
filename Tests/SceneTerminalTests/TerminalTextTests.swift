import SceneTerminal
import XCTest

final class TerminalTextTests: XCTestCase {
    func testTextIsShownAsItIs() {
        XCTAssertEqual(TerminalText.describe("Tesla"), "Tesla")
    }

    func testNilIsADash() {
        XCTAssertEqual(TerminalText.describe(String?.none), "—")
        XCTAssertEqual(TerminalText.describe(Int??.some(nil)), "—")
    }

    func testOptionalsAreUnwrapped() {
        XCTAssertEqual(TerminalText.describe(String??.some("x")), "x")
        XCTAssertEqual(TerminalText.describe(Int?.some(3)), "3")
    }

    func testOtherValuesAsSwiftDescribesThem() {
        XCTAssertEqual(TerminalText.describe(2.5), "2.5")
        XCTAssertEqual(TerminalText.describe(true), "true")
        XCTAssertEqual(TerminalText.describe([1, 2]), "[1, 2]")
    }
}
