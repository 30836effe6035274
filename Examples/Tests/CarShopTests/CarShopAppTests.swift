import SceneTerminal
import XCTest

@testable import CarShop

/// The car shop as a user drives it: keys in, screens out.
final class CarShopAppTests: XCTestCase {
    private func screens(after inputs: [String]) -> [[String]] {
        let output = TerminalOutputBuffer()
        let root = CarListBuilder.viewController(dependencies: .live())
        TerminalApp(root: root, input: ScriptedTerminalInput(inputs), output: output).run()
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

    func testTheFavoriteIsStillThereAfterGoingBackAndReturning() {
        let screens = screens(after: ["1", "t", "b", "1"])
        XCTAssertTrue(screens[4].contains("Favorite: ★ favorite"), "the parent handed its store to the child")
    }

    func testAFailedRefreshShowsTheErrorAndTheNextOneClearsIt() {
        // The live catalog fails every third load: the appearance is the first.
        let screens = screens(after: ["r", "r", "r"])
        XCTAssertFalse(screens[1].contains { $0.hasPrefix("Error:") })
        XCTAssertTrue(screens[2].contains("Error: The showroom cannot be reached; press r to try again."))
        XCTAssertTrue(screens[2].contains("  1. Tesla Model 3 — $39,990"), "the list stays")
        XCTAssertFalse(screens[3].contains { $0.hasPrefix("Error:") })
    }

    func testANumberWithNoCarStaysOnTheList() {
        let screens = screens(after: ["9"])
        XCTAssertEqual(screens.count, 2)
        XCTAssertEqual(screens[1].first, "Cars")
    }
}
