import Foundation
import ScenegenTestSupport

/// Runs `git merge-file -p -L ours -L base -L theirs ours base theirs` in a
/// scratch folder: the oracle of the merge differential.
struct GitMergeFile {
    /// What git printed and its exit status (the number of conflicts, at most 127).
    struct Result {
        var output: [UInt8]
        var status: Int
    }

    /// Where git is, if anywhere on PATH.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/git" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { executable != nil }

    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("git-merge")
    }

    func merge(base: String, ours: String, theirs: String) throws -> Result {
        for (name, text) in [("base", base), ("ours", ours), ("theirs", theirs)] {
            try folder.write(text, to: name)
        }
        // The default merge style whatever the user's configuration says.
        let run = try ProcessRunner.run(
            Self.executable ?? "/usr/bin/git",
            [
                "-c", "merge.conflictStyle=merge", "merge-file", "-p", "-L", "ours", "-L", "base", "-L", "theirs",
                "ours", "base", "theirs",
            ],
            in: folder.url, environment: ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"])
        return Result(output: Array(run.stdoutData), status: Int(run.status))
    }
}
