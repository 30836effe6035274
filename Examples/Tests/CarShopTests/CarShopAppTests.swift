import SceneTerminal
import XCTest

@testable import CarShop

/// The car shop as a user drives it: keys in, screens out.
final class CarShopAppTests: XCTestCase {
    // `select` carries the chosen car's id; until the terminal turns a typed
    // row number into it, the user opens its prompt (`s`) and types the id.
    private func screens(after inputs: [String]) -> [[String]] {
        let output = TerminalOutputBuffer()
        let root = CarListBuilder.viewController(dependencies: .live())
        TerminalApp(root: root, input: ScriptedTerminalInput(inputs), output: output).run()
        return output.screens
    }

    func testPickingACarShowsItsDetailsAndBackReturnsToTheList() {
        let screens = screens(after: ["s", "id-3", "b", "q"])
        XCTAssertEqual(screens.count, 4, "the list, the prompt, the details, the list")
        XCTAssertEqual(screens[0].first, "Cars")
        XCTAssertTrue(screens[0].contains("  2. Volkswagen ID.3 — $36,900"))
        XCTAssertEqual(screens[2].first, "Volkswagen ID.3")
        XCTAssertTrue(screens[2].contains("Name: Volkswagen ID.3"))
        XCTAssertTrue(screens[2].contains("Price: $36,900"))
        XCTAssertEqual(screens[3], screens[0], "back shows the list as it was")
    }

    func testTogglingAFavoriteShowsOnTheDetailsScreen() {
        let screens = screens(after: ["s", "model-3", "t", "t"])
        XCTAssertTrue(screens[2].contains("Favorite: ☆ not a favorite"))
        XCTAssertTrue(screens[3].contains("Favorite: ★ favorite"))
        XCTAssertTrue(screens[4].contains("Favorite: ☆ not a favorite"))
    }

    func testTheFavoriteIsStillThereAfterGoingBackAndReturning() {
        let screens = screens(after: ["s", "model-3", "t", "b", "s", "model-3"])
        XCTAssertTrue(screens[6].contains("Favorite: ★ favorite"), "the parent handed its store to the child")
    }

    func testAFailedRefreshShowsTheErrorAndTheNextOneClearsIt() {
        // The live catalog fails every third load: the appearance is the first.
        let screens = screens(after: ["r", "r", "r"])
        XCTAssertFalse(screens[1].contains { $0.hasPrefix("Error:") })
        XCTAssertTrue(screens[2].contains("Error: The showroom cannot be reached; press r to try again."))
        XCTAssertTrue(screens[2].contains("  1. Tesla Model 3 — $39,990"), "the list stays")
        XCTAssertFalse(screens[3].contains { $0.hasPrefix("Error:") })
    }

    func testAnIdWithNoCarStaysOnTheList() {
        let screens = screens(after: ["s", "gone"])
        XCTAssertEqual(screens.count, 3, "the list, the prompt, the list")
        XCTAssertEqual(screens[2].first, "Cars")
    }
}
