import Foundation
import ScenegenTestSupport
import Testing

/// What a user sees when they get it wrong: exit codes and messages on stderr.
@Suite("errors as a user sees them")
struct ErrorsE2ETests {
    @Test(arguments: [
        ["frobnicate"],
        ["new"],
        ["generate", "--bogus"],
        ["new", "Car", "--route"],
        ["generate", "--only"],
    ])
    func badUsageExits64WithUsageOnStderr(arguments: [String]) throws {
        let folder = try TemporaryFolder("usage")
        defer { folder.remove() }
        let result = try folder.scenegen(arguments: arguments)
        #expect(result.status == 64, "\(result.transcript)")
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(result.stderr.contains("scenegen"), "no usage or help pointer: \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(folder.files() == [])
    }

    @Test func unknownOptionPrintsTheCommandsUsage() throws {
        let folder = try TemporaryFolder("usage-line")
        defer { folder.remove() }
        let result = try folder.scenegen("generate", "--bogus")
        #expect(result.status == 64)
        #expect(result.stderr.contains("error: unknown option `--bogus`"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: scenegen generate"), "\(result.stderr)")
    }

    /// A member typed on the command line that the spec's checks refuse is shown at its
    /// argument, with or without a spec, and nothing is written.
    @Test func aBadMemberNameOfNewPointsAtItsArgument() throws {
        let folder = try TemporaryFolder("member-caret")
        defer { folder.remove() }
        let result = try folder.scenegen("new", "Cart", "--action", "pay", "--field=bad name:String")
        #expect(result.status == 64, "\(result.transcript)")
        #expect(
            result.stderr.hasPrefix(
                "error: field name `bad name` is not a Swift identifier; did you mean `badName`?\n"
                    + "  scenegen new Cart --action pay '--field=bad name:String'\n"
                    + "                                          ^~~~~~~~~~~~~~~\n"), "\(result.stderr)")
        #expect(folder.files() == [])
    }

    @Test func aSpecErrorPointsAtItsLineAndColumnWithACaret() throws {
        let folder = try TemporaryFolder("spec-error")
        defer { folder.remove() }
        try folder.write(
            """
            module: Shop
            scenes:
              CarList:
                fields:
                  cars: "[String]"
                routes: [CarDetials]
              CarDetails:
                colour: red

            """, to: "scenegen.yml")
        let result = try folder.scenegen("generate")
        #expect(result.status == 1, "\(result.transcript)")
        let expectedRoute = """
            scenegen.yml:6:14: error: route to `CarDetials`, which is not a scene of the spec
            """
        #expect(result.stderr.contains(expectedRoute), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean `CarDetails`?"), "\(result.stderr)")
        #expect(result.stderr.contains("    routes: [CarDetials]\n             ^~~~~~~~~~\n"), "\(result.stderr)")
        // Every problem at once: the unknown key too.
        #expect(result.stderr.contains("scenegen.yml:8:5: error: unknown key `colour` in scene `CarDetails`"))
        #expect(result.stderr.contains("    colour: red\n    ^~~~~~\n"), "\(result.stderr)")
        // Nothing was generated.
        #expect(folder.files() == ["scenegen.yml"])
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func aYAMLErrorPointsAtItsLineAndColumn() throws {
        let folder = try TemporaryFolder("yaml-error")
        defer { folder.remove() }
        try folder.write("module: Shop\nscenes:\n  CarList: &anchor\n", to: "scenegen.yml")
        let result = try folder.scenegen("validate")
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.stderr.hasPrefix("scenegen.yml:3:"), "\(result.stderr)")
        #expect(result.stderr.contains(": error: "), "\(result.stderr)")
        #expect(result.stderr.contains("  CarList: &anchor\n"), "\(result.stderr)")
    }

    @Test func generateWithoutASpecSaysHowToMakeOne() throws {
        let folder = try TemporaryFolder("no-spec")
        defer { folder.remove() }
        let result = try folder.scenegen("generate")
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.stderr.contains("error:"), "\(result.stderr)")
        #expect(result.stderr.contains("scenegen.yml"), "\(result.stderr)")
        #expect(folder.files() == [])
    }
}
