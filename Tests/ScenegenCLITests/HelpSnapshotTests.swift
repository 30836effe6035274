import Foundation
import ScenegenCLI
import ScenegenTestSupport
import Testing

/// The help of every command, compared with Tests/Fixtures/help/<command>.txt so a
/// change to what users read shows up in review. Re-record with
/// `SCENEGEN_RECORD=1 swift test --filter HelpSnapshotTests`; a missing snapshot
/// is written and the test fails.
@Suite("Help snapshots")
struct HelpSnapshotTests {
    static let commands = [
        [], ["new"], ["generate"], ["init"], ["destroy"], ["update"], ["validate"], ["dump"], ["graph"], ["adopt"],
        ["schema"], ["templates", "list"], ["templates", "eject"], ["templates", "which"], ["render"], ["completions"],
        ["help"],
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/help").standardized

    @Test(arguments: commands)
    func helpMatchesItsSnapshot(_ command: [String]) throws {
        let run = ToolRun(command + ["--help"])
        #expect(run.exitCode == .success)
        #expect(run.stderr.isEmpty)
        let name = command.isEmpty ? "scenegen" : command.joined(separator: "-")
        let snapshot = Self.folder.appendingPathComponent(name + ".txt")
        guard let expected = try Golden.expected(for: run.stdout, at: snapshot) else { return }
        #expect(run.stdout == expected, "\(name): the help changed; re-record with SCENEGEN_RECORD=1 if intended")
    }

    @Test func everyLineFitsEightyColumnsButUsage() {
        for command in Self.commands {
            for line in ToolRun(command + ["--help"]).stdout.split(separator: "\n") where !line.hasPrefix("USAGE:") {
                #expect(line.count <= 80, "\(command): \(line)")
            }
        }
    }
}
