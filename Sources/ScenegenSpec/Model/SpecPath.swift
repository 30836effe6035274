/// Lexical path arithmetic for spec paths (no file system access): joining
/// a folder and a path, and removing `.` and `..` components.
public enum SpecPath {
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
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
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
}
