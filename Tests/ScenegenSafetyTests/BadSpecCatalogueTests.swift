import Foundation
import Testing

/// Bad specs (Tests/Fixtures/bad/specs): YAML-level and spec-level mistakes,
/// each through `generate` and some through `validate`, `new` and `dump`.
@Suite("bad specs") struct BadSpecCatalogueTests {
    static let cases = CatalogueCase.all(in: "specs")

    @Test(arguments: cases)
    func failsCleanly(_ badCase: CatalogueCase) throws {
        try CatalogueRunner.check(badCase) { try CatalogueRunner.prepareSpec(badCase, in: $0) }
    }

    @Test func catalogueHoldsAtLeastSixtySpecs() {
        #expect(Self.cases.count >= 60)
    }
}
