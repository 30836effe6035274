import Foundation
import ScenegenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks, before anything is written, that every file a plan writes can be
/// written where it belongs: inside the project folder (symbolic links
/// followed), with folders where folders are needed, and nothing read-only in
/// the way. A run with any problem writes nothing.
public struct WritePreflight {
    /// The project folder, as given.
    public let root: String
    private let realRoot: String

    /// Creates a preflight for the project at `root` (an absolute path).
    public init(root: String) {
        self.root = root
        self.realRoot = Self.realPath(root) ?? (root as NSString).standardizingPath
    }

    /// Every problem with writing the files `plan` writes, each said once
    /// (a link out of the project is one problem, however many files lie under it).
    public func problems(in plan: GenerationPlan) -> [Diagnostic] {
        var seen = Set<String>()
        return plan.entries.filter(\.action.writes).compactMap { entry in
            guard let message = problem(writing: entry.file.path), seen.insert(message).inserted else { return nil }
            return .error(message)
        }
    }

    /// What stops scenegen from writing `relative` (a tidy relative path), or nil.
    public func problem(writing relative: String) -> String? {
        let parts = relative.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return "cannot write the project folder itself" }
        var current = realRoot
        var shown: [String] = []
        for (index, part) in parts.enumerated() {
            shown.append(part)
            let path = current + "/" + part
            let isLast = index == parts.count - 1
            var info = stat()
            guard lstat(path, &info) == 0 else {
                // Missing: it (and everything under it) will be created in `current`.
                return Self.isWritable(current)
                    ? nil : "cannot write `\(relative)`: the folder `\(display(current))` is not writable"
            }
            var kind = info.st_mode & S_IFMT
            var resolved = path
            if kind == S_IFLNK {
                guard let target = Self.realPath(path) else {
                    return
                        "`\(shown.joined(separator: "/"))` is a symbolic link to nothing; remove it or point it inside the project"
                }
                guard target == realRoot || target.hasPrefix(realRoot + "/") else {
                    return
                        "`\(shown.joined(separator: "/"))` is a symbolic link to `\(target)`, outside the project folder; scenegen writes only inside it"
                }
                resolved = target
                guard stat(target, &info) == 0 else { return "cannot read `\(shown.joined(separator: "/"))`" }
                kind = info.st_mode & S_IFMT
            }
            if isLast {
                if kind == S_IFDIR { return "`\(relative)` is a folder where scenegen needs to write a file" }
                if kind != S_IFREG { return "`\(relative)` is not a regular file; scenegen will not replace it" }
                if !Self.isWritable(resolved) {
                    return "`\(relative)` is read-only; make it writable, or leave it out with `--only`"
                }
                let folder = (resolved as NSString).deletingLastPathComponent
                if !Self.isWritable(folder) {
                    return "cannot write `\(relative)`: the folder `\(display(folder))` is not writable"
                }
                return nil
            }
            guard kind == S_IFDIR else {
                return "`\(shown.joined(separator: "/"))` is a file where scenegen needs a folder for `\(relative)`"
            }
            current = resolved
        }
        return nil
    }

    /// The absolute path to write `relative` to: symbolic links inside the project
    /// are written through, so the link stays a link.
    public func destination(of relative: String) -> String {
        let path = (root as NSString).appendingPathComponent(relative)
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let target = Self.realPath(path) { return target }
        return path
    }

    private func display(_ absolute: String) -> String {
        if absolute == realRoot { return "." }
        if absolute.hasPrefix(realRoot + "/") { return String(absolute.dropFirst(realRoot.count + 1)) }
        return absolute
    }

    /// Writable for this process, and not marked read-only for everyone: root may
    /// write anything, but a file or folder with no write bit says "leave me alone".
    static func isWritable(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return access(path, W_OK) == 0 && info.st_mode & 0o222 != 0
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
