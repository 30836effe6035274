import Foundation

/// A fresh folder under the system's temporary directory, and the file
/// operations tests need in it. Removed by `remove()` or when the last
/// reference goes away (keep the folder in a variable while its path is used).
public final class TemporaryFolder: Sendable {
    /// The folder, with symbolic links resolved (so paths compare as the tools see them).
    public let url: URL

    /// The folder's path.
    public var path: String { url.path }

    /// Creates `scenegen-<label>-<UUID>` under the temporary directory.
    public init(_ label: String = "test") throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenegen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        url = base.resolvingSymlinksInPath()
    }

    deinit { remove() }

    /// Removes the folder and everything in it, after making what a test made
    /// read-only writable again (so it goes when the tests do not run as root).
    public func remove() {
        let root = url.path
        chmod(root, 0o755)
        if let paths = FileManager.default.enumerator(atPath: root) {
            for case let relative as String in paths {
                var info = stat()
                let path = root + "/" + relative
                // A link's mode is its target's: leave what it points to alone.
                if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK { chmod(path, 0o755) }
            }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The URL of `path`, relative to the folder.
    public func file(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// Writes `text` to `path` (relative to the folder), creating folders on the way.
    public func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` (relative to the folder), creating folders on the way.
    public func write(_ data: Data, to path: String) throws {
        let target = file(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }

    /// The text of `path`.
    public func read(_ path: String) throws -> String {
        try String(contentsOf: file(path), encoding: .utf8)
    }

    /// The bytes of `path`.
    public func data(_ path: String) throws -> Data {
        try Data(contentsOf: file(path))
    }

    /// Whether `path` exists.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: file(path).path)
    }

    /// Every regular file under `path` (or the whole folder), relative to it,
    /// sorted; hidden files and folders (`.build`) only when `includingHidden`.
    public func files(under path: String = "", includingHidden: Bool = false) -> [String] {
        FileTree.files(in: path.isEmpty ? url : file(path), includingHidden: includingHidden)
    }

    /// The bytes of every file of `files()`, by relative path, but `skipped`.
    public func snapshot(skipping skipped: Set<String> = []) throws -> [String: Data] {
        try FileTree.snapshot(of: url, skipping: skipped)
    }

    /// Runs the built scenegen here.
    public func scenegen(_ arguments: String...) throws -> ProcessResult {
        try Scenegen.run(arguments, in: url)
    }

    /// Runs the built scenegen here with an argument array.
    public func scenegen(arguments: [String]) throws -> ProcessResult {
        try Scenegen.run(arguments, in: url)
    }
}
