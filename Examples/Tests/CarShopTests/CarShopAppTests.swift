import SceneTerminal
import XCTest

@testable import CarShop

/// The car shop as a user drives it: keys in, screens out.
final class CarShopAppTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AppServices.current = AppServices()
    }

    private func screens(after inputs: [String]) -> [[String]] {
        let output = TerminalOutputBuffer()
        TerminalApp(root: CarListBuilder.viewController(), input: ScriptedTerminalInput(inputs), output: output).run()
        return output.screens
    }

    func testPickingACarShowsItsDetailsAndBackReturnsToTheList() {
        let screens = screens(after: ["2", "b", "q"])
        XCTAssertEqual(screens.count, 3)
        XCTAssertEqual(screens[0].first, "Cars")
        XCTAssertTrue(screens[0].contains("  2. Volkswagen ID.3 — $36,900"))
        XCTAssertEqual(screens[1].first, "Volkswagen ID.3")
        XCTAssertTrue(screens[1].contains("Name: Volkswagen ID.3"))
        XCTAssertTrue(screens[1].contains("Price: $36,900"))
        XCTAssertEqual(screens[2], screens[0], "back shows the list as it was")
    }

    func testTogglingAFavoriteShowsOnTheDetailsScreen() {
        let screens = screens(after: ["1", "t", "t"])
        XCTAssertTrue(screens[1].contains("Favorite: ☆ not a favorite"))
        XCTAssertTrue(screens[2].contains("Favorite: ★ favorite"))
        XCTAssertTrue(screens[3].contains("Favorite: ☆ not a favorite"))
    }

    func testANumberWithNoCarStaysOnTheList() {
        let screens = screens(after: ["9"])
        XCTAssertEqual(screens.count, 2)
        XCTAssertEqual(screens[1].first, "Cars")
    }
}
