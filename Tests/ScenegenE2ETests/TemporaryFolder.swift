import Foundation
import ScenegenTestSupport

/// A fresh folder under the system's temporary directory, and the file
/// operations the tests need in it. Each test makes its own and removes it.
struct TemporaryFolder {
    let url: URL

    init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenegen-e2e-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The URL of `path`, relative to the folder.
    func file(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// Writes `text` to `path`, creating folders on the way.
    func write(_ text: String, to path: String) throws {
        let target = file(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// The text of `path`.
    func read(_ path: String) throws -> String {
        try String(contentsOf: file(path), encoding: .utf8)
    }

    /// The bytes of `path`.
    func data(_ path: String) throws -> Data {
        try Data(contentsOf: file(path))
    }

    /// Whether `path` exists.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: file(path).path)
    }

    /// Every regular file under `path` (or the whole folder), relative to it, sorted.
    func files(under path: String = "") -> [String] {
        FileTree.files(in: path.isEmpty ? url : file(path))
    }

    /// Runs scenegen here.
    func scenegen(_ arguments: String...) throws -> ProcessResult {
        try Scenegen.run(arguments, in: url)
    }

    /// Runs scenegen here with an argument array.
    func scenegen(arguments: [String]) throws -> ProcessResult {
        try Scenegen.run(arguments, in: url)
    }
}

/// Lists and snapshots file trees.
enum FileTree {
    /// Every regular file under `root`, as sorted relative paths; hidden
    /// folders such as `.build` are skipped.
    static func files(in root: URL) -> [String] {
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        guard
            let enumerator = FileManager.default.enumerator(
                at: root.standardizedFileURL.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        for case let item as URL in enumerator {
            guard (try? item.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = item.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(rootPath + "/") else { continue }
            paths.append(String(path.dropFirst(rootPath.count + 1)))
        }
        return paths.sorted()
    }

    /// The bytes of every file under `root`, by relative path.
    static func snapshot(of root: URL, skipping skipped: Set<String> = []) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in files(in: root) where !skipped.contains(path) {
            result[path] = try Data(contentsOf: root.appendingPathComponent(path))
        }
        return result
    }
}
