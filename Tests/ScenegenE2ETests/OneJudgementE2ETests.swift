import Foundation
import ScenegenTestSupport
import Testing

/// Every command that reads a spec refuses exactly what `generate` refuses:
/// the same positioned diagnostics on stderr, the same exit code, nothing on
/// stdout, and the project folder as it was (all of them validate the spec
/// once, through `ProjectGenerator(loaded:options:)`).
@Suite("one judgement of a spec in every command")
struct OneJudgementE2ETests {
    /// A project that generates, then each case edits its spec.
    static let goodSpec = """
        module: Shop
        scenes:
          CarList:
            title: Cars
            fields:
              cars: "[String]"
            actions: [refresh]
            routes: [CarDetails]
          CarDetails:
            inputs:
              carID: String
            fields:
              name: String

        """

    /// Each bad spec: what is wrong, the text replaced in `goodSpec`, and the
    /// start of the error `generate` gives for it (so a case cannot pass by
    /// every command failing for some other reason).
    static let cases: [(name: String, replace: String, with: String, error: String)] = [
        (
            "unknown key", "    fields:\n      cars", "    feilds:\n      cars",
            "scenegen.yml:5:5: error: unknown key `feilds` in scene `CarList`"
        ),
        ("bad type", "\"[String]\"", "\"[String\"", "scenegen.yml:6:21: error: expected `]` to close `[`"),
        (
            "unknown route", "routes: [CarDetails]", "routes: [CarDetials]",
            "scenegen.yml:8:14: error: route to `CarDetials`, which is not a scene of the spec"
        ),
        (
            "duplicate member", "actions: [refresh]", "actions: [refresh, refresh]",
            "scenegen.yml:7:24: error: `refresh` is declared twice as an action in scene `CarList`"
        ),
        (
            "control character in a title", "title: Cars", "title: \"Cars\\x07\"",
            "scenegen.yml:4:12: error: the title of scene `CarList` holds the control character U+0007"
        ),
    ]

    /// Every command that reads a spec and plans or prints from it, as a user would type them.
    static let commands: [[String]] = [
        ["generate"], ["new", "Checkout"], ["validate"], ["dump"], ["update"], ["destroy", "CarDetails"],
        ["templates", "which"], ["adopt"], ["graph"],
    ]

    @Test(arguments: cases.map(\.name))
    func everyCommandRefusesTheSpecGenerateRefusesAndWritesNothing(name: String) throws {
        let badCase = try #require(Self.cases.first { $0.name == name })
        let folder = try TemporaryFolder("one-judgement")
        defer { folder.remove() }
        try folder.write(Self.goodSpec, to: "scenegen.yml")
        let first = try folder.scenegen("generate", "--quiet")
        try #require(first.status == 0, "\(first.transcript)")
        #expect(Self.goodSpec.contains(badCase.replace))
        let badSpec = Self.goodSpec.replacingOccurrences(of: badCase.replace, with: badCase.with)
        try folder.write(badSpec, to: "scenegen.yml")
        let before = try folder.snapshot()

        let generate = try folder.scenegen("generate")
        #expect(generate.status == 1, "\(generate.transcript)")
        #expect(generate.stderr.hasPrefix(badCase.error), "\(generate.stderr)")
        for arguments in Self.commands {
            let result = try folder.scenegen(arguments: arguments)
            let shown = arguments.joined(separator: " ")
            #expect(result.status == generate.status, "scenegen \(shown): \(result.transcript)")
            #expect(result.stderr == generate.stderr, "scenegen \(shown) says otherwise: \(result.stderr)")
            #expect(result.stdout.isEmpty, "scenegen \(shown) printed: \(result.stdout)")
            #expect(try folder.snapshot() == before, "scenegen \(shown) changed the folder")
        }
    }
}
