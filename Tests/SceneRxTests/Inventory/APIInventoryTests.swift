import Foundation
import XCTest

/// Issue 19: every public type and function of RxSwift 6.10.2 (Tests/Fixtures/rx/
/// rxswift-6.10.2-api.txt) has a counterpart in SceneRx or SceneRxTest, by kind, container and
/// name with labels, unless the exclusions file says why it cannot exist here.
final class APIInventoryTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/rx")

    func testEveryRxSwiftDeclarationHasACounterpart() throws {
        #if !os(Linux)
            throw XCTSkip("the symbol graph is read with the Linux toolchain's target triple")
        #else
            let inventory = try Self.entries("rxswift-6.10.2-api.txt")
            let excluded = Set(try Self.entries("rxswift-6.10.2-api-exclusions.txt").map(\.matchKey))
            let present = Set(try PublicDeclarations.of(modules: ["SceneRx", "SceneRxTest"]).map(\.matchKey))
            let missing = inventory.filter { !excluded.contains($0.matchKey) && !present.contains($0.matchKey) }
            print(
                "rx api inventory: \(inventory.count) entries, \(inventory.count - missing.count) present or excluded, "
                    + "\(missing.count) missing"
            )
            for entry in missing {
                XCTFail("RxSwift 6.10.2 declares `\(entry)`, SceneRx has no counterpart")
            }
        #endif
    }

    /// The comparison can fail: a declaration SceneRx does not have is reported missing, one it
    /// has (also through a protocol extension, as `Observable.map`) is found.
    func testTheComparisonSeesPresentAndMissingDeclarations() throws {
        #if !os(Linux)
            throw XCTSkip("the symbol graph is read with the Linux toolchain's target triple")
        #else
            let present = Set(try PublicDeclarations.of(modules: ["SceneRx"]).map(\.matchKey))
            XCTAssertTrue(
                present.contains(Declaration(kind: "func", container: "ObservableType", name: "map(_:)").matchKey))
            XCTAssertTrue(
                present.contains(Declaration(kind: "func", container: "Observable", name: "map(_:)").matchKey))
            XCTAssertTrue(present.contains(Declaration(kind: "class", container: "-", name: "PublishSubject").matchKey))
            XCTAssertFalse(
                present.contains(Declaration(kind: "func", container: "ObservableType", name: "map(_:extra:)").matchKey)
            )
            XCTAssertFalse(
                present.contains(
                    Declaration(kind: "static func", container: "ObservableType", name: "map(_:)").matchKey))
            XCTAssertFalse(present.contains(where: { $0.contains("|_") }), "underscored names are left out")
        #endif
    }

    /// The entries of a tab-separated inventory file (comment lines start with `#`; an
    /// exclusion's fourth column is its reason).
    private static func entries(_ file: String) throws -> [Declaration] {
        let text = try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 3 else { return nil }
            return Declaration(kind: columns[0], container: columns[1], name: columns[2])
        }
    }
}
