import Foundation
import ScenegenTestSupport
import Testing

/// Names a flavor reserves are reserved by role: words a team uses for its
/// actions (`send`, `start`) are refused only where the generated code would
/// really collide (a field `send` meets the harness's `send(_:at:)`).
@Suite("names reserved by role")
struct ReservedNamesE2ETests {
    static let commonActions = ["send", "start", "values", "inputs", "mocks", "scheduler"]

    @Test(arguments: ["terminal", "uikit", "swiftui"])
    func commonWordsAreActionNamesInEveryFlavor(_ flavor: String) throws {
        let folder = try TemporaryFolder("common-actions-\(flavor)")
        defer { folder.remove() }
        try folder.write(
            """
            module: Shop
            flavor: \(flavor)
            scenes:
              Cart:
                fields:
                  total: Int
                actions: [\(Self.commonActions.joined(separator: ", "))]

            """, to: "scenegen.yml")
        let validate = try folder.scenegen("validate")
        #expect(validate.status == 0, "\(validate.transcript)")
        let generate = try folder.scenegen("generate", "--quiet")
        #expect(generate.status == 0, "\(generate.transcript)")
    }

    @Test(arguments: ["terminal", "uikit"])
    func aFieldNamedSendIsRefusedAtItsNameWithTheHarnessMethod(_ flavor: String) throws {
        let folder = try TemporaryFolder("field-send-\(flavor)")
        defer { folder.remove() }
        try folder.write(
            """
            module: Shop
            flavor: \(flavor)
            scenes:
              Cart:
                fields:
                  send: Int

            """, to: "scenegen.yml")
        let validate = try folder.scenegen("validate")
        #expect(validate.status != 0)
        #expect(
            validate.stderr.contains("scenegen.yml:6:7: error: `send` cannot be a field name"), "\(validate.transcript)"
        )
        #expect(validate.stderr.contains("`send(_:at:)`"), "the reason names the member: \(validate.transcript)")
    }
}
