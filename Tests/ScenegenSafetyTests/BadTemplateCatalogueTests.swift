import Foundation
import Testing

/// Bad templates and manifests (Tests/Fixtures/bad/templates): each case folder
/// is laid over `_project` (a spec whose flavor is `./MyFlavor`), then run
/// through `generate` and `validate`.
@Suite("bad templates and manifests") struct BadTemplateCatalogueTests {
    static let cases = CatalogueCase.all(in: "templates")

    @Test(arguments: cases)
    func failsCleanly(_ badCase: CatalogueCase) throws {
        try CatalogueRunner.check(badCase) { try CatalogueRunner.prepareTemplates(badCase, in: $0) }
    }

    @Test func catalogueHoldsAtLeastFortyTemplatesAndManifests() {
        #expect(Self.cases.count >= 40)
    }

    /// The shared project itself is fine: the failures come from each case's files.
    @Test func sharedProjectGenerates() throws {
        let sandbox = try Sandbox()
        try sandbox.copyContents(of: CatalogueCase.root + "/templates/_project")
        let result = try sandbox.run(["generate"])
        #expect(result.status == 0, "\(result)")
        #expect(sandbox.read("Sources/App/Scenes/Home/Home.txt") != nil, "\(result)")
    }
}
