/// Slash-separated paths as text, worked on by hand: Foundation's NSString
/// path helpers trap on Linux for some relative paths (`"a"`, `"b/"`), and
/// these run on paths users type.
public enum PathText {
    /// `path` relative to `directory`, normalised; an absolute `path` is only normalised.
    public static func join(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        if directory.isEmpty || directory == "." { return normalize(path) }
        return normalize(directory + "/" + path)
    }

    /// The folder holding `path`: `a/b/scenegen.yml` gives `a/b`, `scenegen.yml` gives `.`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `path` without `.` components, empty components, or `x/..` pairs. A
    /// relative path keeps its leading `..`; an empty result is `.`.
    public static func normalize(_ path: String) -> String {
        // Most paths are tidy already (a run joins thousands): those are returned as they are.
        if isNormalized(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in components(path) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The non-empty components of `path` between its `/` bytes (split as the
    /// file system splits it, not by characters: a combining mark after a
    /// slash does not hide the slash, and splitting bytes is many times quicker).
    public static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map { Substring($0) }
    }

    /// Whether `normalize` would return `path` unchanged: not empty, and no
    /// empty, `.` or `..` component (so no `//` and no trailing slash), or `/` itself.
    private static func isNormalized(_ path: String) -> Bool {
        var length = 0
        var allDots = true
        var isFirst = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if !isFirst {
                    if length == 0 || (allDots && length <= 2) { return false }
                }
                length = 0
                allDots = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { allDots = false }
            }
            isFirst = false
        }
        if length == 0 { return path == "/" }
        return !(allDots && length <= 2)
    }

    /// The last component of `path`: `a/b/scenegen.yml` gives `scenegen.yml`,
    /// `a/b/` gives `b`, `/` gives `/`.
    public static func lastComponent(of path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        let trimmed = path[..<end]
        if trimmed.isEmpty { return path.isEmpty ? "" : "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }
}
