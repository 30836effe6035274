import Foundation
import ScenegenCLI
import Testing

/// A value given on the command line goes through the same validation as
/// the spec's own (one rule, not one per command), and a bad one is a usage
/// error (exit 64) whose message names the flag: docs/cli.md, "Exit codes".
@Suite("command-line values: one rule, one exit code")
struct CommandLineValueTests {
    static let spec = "module: Shop\nscenes:\n  Home:\n    fields:\n      title: String\n"

    /// A folder with a spec, removed at the end of `body`.
    private func inProject(_ body: (String) throws -> Void) throws {
        let path = NSTemporaryDirectory() + "scenegen-values-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.spec.utf8).write(to: URL(fileURLWithPath: path + "/scenegen.yml"))
        try body(path)
    }

    @Test(arguments: [
        ("car-shop", "`--module car-shop` is not a Swift module name; did you mean `CarShop`?"),
        ("class", "`--module class` is not a Swift module name (`class` is a Swift keyword); did you mean `Class`?"),
        ("bad-module", "`--module bad-module` is not a Swift module name; did you mean `BadModule`?"),
    ])
    func aBadModuleIsTheSameUsageErrorForInitGenerateAndNew(_ module: String, _ message: String) throws {
        for command in [["init"], ["generate"], ["new", "Other"]] {
            try inProject { folder in
                if command == ["init"] { try FileManager.default.removeItem(atPath: folder + "/scenegen.yml") }
                let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                let run = ToolRun(command + ["--module", module], in: folder)
                #expect(run.exitCode == .usage, "\(command): \(run.stderr)")
                #expect(run.stderr.hasPrefix("error: \(message)\nUsage: scenegen \(command[0])"), "\(run.stderr)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
            }
        }
    }

    @Test func aGoodModuleFromTheCommandLineIsUsed() throws {
        try inProject { folder in
            let run = ToolRun(["generate", "--module", "Garage", "--dry-run"], in: folder)
            #expect(run.exitCode == .success, "\(run.stderr)")
            #expect(run.stdout.contains("Sources/Shop/Scenes/Home/HomeViewModel.swift"))
        }
    }

    @Test func aBadModuleInTheSpecIsASpecErrorAtItsPlace() throws {
        try inProject { folder in
            try Data("module: class\n".utf8).write(to: URL(fileURLWithPath: folder + "/scenegen.yml"))
            let run = ToolRun(["generate"], in: folder)
            #expect(run.exitCode == .failure)
            #expect(
                run.stderr.hasPrefix(
                    "scenegen.yml:1:9: error: module name `class` is not a Swift identifier (`class` is a Swift keyword); did you mean `Class`?"
                ), "\(run.stderr)")
        }
    }

    @Test func anUnknownFlavorFlagIsAUsageErrorWithASuggestion() throws {
        try inProject { folder in
            let run = ToolRun(["generate", "--flavor", "termnal"], in: folder)
            #expect(run.exitCode == .usage)
            #expect(
                run.stderr.hasPrefix("error: `--flavor termnal`: unknown flavor `termnal`; did you mean `terminal`?"))
        }
    }
}
