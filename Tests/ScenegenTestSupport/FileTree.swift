import Foundation

/// Lists and snapshots file trees.
public enum FileTree {
    /// Every regular file under `root`, as sorted relative paths; hidden files
    /// and folders (such as `.build`) are skipped unless `includingHidden`.
    public static func files(in root: URL, includingHidden: Bool = false) -> [String] {
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        guard
            let enumerator = FileManager.default.enumerator(
                at: root.standardizedFileURL.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey],
                options: includingHidden ? [] : [.skipsHiddenFiles])
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

    /// The bytes of every file of `files(in: root)`, by relative path, but `skipped`.
    public static func snapshot(of root: URL, skipping skipped: Set<String> = []) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in files(in: root) where !skipped.contains(path) {
            result[path] = try Data(contentsOf: root.appendingPathComponent(path))
        }
        return result
    }
}
