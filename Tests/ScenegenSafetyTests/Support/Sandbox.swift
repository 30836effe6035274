import Foundation
import ScenegenTestSupport

/// A temporary folder holding a project folder (where scenegen runs) and an
/// `outside` folder next to it (where nothing may ever be written), removed
/// when the sandbox goes away.
final class Sandbox {
    private let folder: TemporaryFolder

    /// The sandbox itself, with symbolic links resolved (so paths compare as scenegen sees them).
    var root: String { folder.path }

    /// Where scenegen runs: the project folder.
    var project: String { root + "/project" }

    /// A folder outside the project, for links and paths that try to get out.
    var outside: String { root + "/outside" }

    init() throws {
        // Removing it makes what the tests made read-only writable again first.
        folder = try TemporaryFolder("safety")
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try write("keep me\n", to: "../outside/existing.txt")
    }

    /// Writes `text` to `relative` (relative to the project folder), creating folders.
    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    /// Writes raw bytes to `relative` (relative to the project folder), creating folders.
    func write(_ data: Data, to relative: String) throws {
        try folder.write(data, to: "project/" + relative)
    }

    /// The text of `relative` (relative to the project folder), or nil.
    func read(_ relative: String) -> String? {
        try? folder.read("project/" + relative)
    }

    /// Copies the contents of `folder` into the project folder (merging folders).
    func copyContents(of folder: String, skipping skipped: Set<String> = []) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder) where !skipped.contains(name) {
            try copy(folder + "/" + name, to: project + "/" + name)
        }
    }

    private func copy(_ source: String, to destination: String) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: source, isDirectory: &isFolder) else { return }
        if isFolder.boolValue {
            try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: source) {
                try copy(source + "/" + name, to: destination + "/" + name)
            }
        } else {
            if manager.fileExists(atPath: destination) { try manager.removeItem(atPath: destination) }
            try manager.copyItem(atPath: source, toPath: destination)
        }
    }

    /// Runs scenegen in the project folder.
    func run(_ arguments: [String], stdin: String? = nil, timeout: TimeInterval = 60) throws -> ProcessResult {
        try Scenegen.run(arguments, in: URL(fileURLWithPath: project), stdin: stdin, timeout: timeout)
    }

    /// Every file, folder and link of the whole sandbox (project and outside), with contents and modes.
    func snapshot() -> FolderSnapshot { FolderSnapshot(of: root) }
}
