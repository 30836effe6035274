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
        self.realRoot = Self.realPath(root) ?? PathText.normalize(root)
    }

    /// Every problem with writing the files `plan` writes, each said once
    /// (a link out of the project is one problem, however many files lie under it).
    /// A folder that is not writable is one problem, naming its first file and how many more.
    public func problems(in plan: GenerationPlan) -> [Diagnostic] {
        var seen = Set<String>()
        var folders = FolderCache()
        var messages: [String] = []
        // Per folder that is not writable: where its message is, its first file, how many more.
        var unwritable: [String: (index: Int, first: String, more: Int)] = [:]
        for entry in plan.entries where entry.action.writes {
            let path = entry.file.path
            guard let problem = problem(writing: path, folders: &folders) else { continue }
            if let folder = problem.unwritableFolder {
                if var known = unwritable[folder] {
                    known.more += 1
                    unwritable[folder] = known
                    messages[known.index] =
                        "cannot write `\(known.first)` and \(known.more) more file\(known.more == 1 ? "" : "s"): "
                        + "the folder `\(folder)` is not writable"
                    continue
                }
                unwritable[folder] = (messages.count, path, 0)
            } else if !seen.insert(problem.message).inserted {
                continue
            }
            messages.append(problem.message)
        }
        return messages.map { .error($0) }
    }

    /// What stops scenegen from writing `relative` (a tidy relative path), or nil.
    public func problem(writing relative: String) -> String? {
        var folders = FolderCache()
        return problem(writing: relative, folders: &folders)?.message
    }

    /// One file's problem; `unwritableFolder` (as shown) when it is that its folder is not writable.
    private struct Problem {
        var message: String
        var unwritableFolder: String?

        init(_ message: String) { self.message = message }

        static func unwritable(_ relative: String, folder: String) -> Problem {
            var problem = Problem("cannot write `\(relative)`: the folder `\(folder)` is not writable")
            problem.unwritableFolder = folder
            return problem
        }
    }

    /// What is known of a folder (by its relative path) once checked: where it
    /// really is, or the problem with it, or that it does not exist yet.
    private enum FolderState {
        case present(resolved: String)
        case missing(writableParent: Bool, parent: String)
        case problem(String)
    }

    private typealias FolderCache = [String: FolderState]

    private func problem(writing relative: String, folders: inout FolderCache) -> Problem? {
        let parts = relative.split(separator: "/").map(String.init)
        guard let name = parts.last else { return Problem("cannot write the project folder itself") }
        switch folderState(parts.dropLast().joined(separator: "/"), for: relative, folders: &folders) {
        case .problem(let message):
            return Problem(message.replacingOccurrences(of: "{file}", with: relative))
        case .missing(let writableParent, let parent):
            return writableParent ? nil : .unwritable(relative, folder: display(parent))
        case .present(let folder):
            return fileProblem(folder + "/" + name, relative: relative)
        }
    }

    /// The state of the folder at `relative` ("" for the project), checking each
    /// of its components once per preflight. Messages hold `{file}` for the file.
    private func folderState(_ relative: String, for file: String, folders: inout FolderCache) -> FolderState {
        if relative.isEmpty { return .present(resolved: realRoot) }
        if let known = folders[relative] { return known }
        // Split by hand: Foundation's path helpers trap on some relative paths.
        let slash = relative.lastIndex(of: "/")
        let parentPath = slash.map { String(relative[..<$0]) } ?? ""
        let name = slash.map { String(relative[relative.index(after: $0)...]) } ?? relative
        let state: FolderState
        switch folderState(parentPath, for: file, folders: &folders) {
        case .problem(let message):
            state = .problem(message)
        case .missing(let writable, let parent):
            state = .missing(writableParent: writable, parent: parent)
        case .present(let parent):
            state = componentState(parent + "/" + name, relative: relative, parent: parent)
        }
        folders[relative] = state
        return state
    }

    private func componentState(_ path: String, relative: String, parent: String) -> FolderState {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return .missing(writableParent: Self.isWritable(parent), parent: parent)
        }
        var resolved = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let target = Self.realPath(path) else {
                return .problem("`\(relative)` is a symbolic link to nothing; remove it or point it inside the project")
            }
            guard target == realRoot || target.hasPrefix(realRoot + "/") else {
                return .problem(
                    "`\(relative)` is a symbolic link to `\(target)`, outside the project folder; scenegen writes only inside it"
                )
            }
            resolved = target
            guard stat(target, &info) == 0 else { return .problem("cannot read `\(relative)`") }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return .problem("`\(relative)` is a file where scenegen needs a folder for `{file}`")
        }
        return .present(resolved: resolved)
    }

    /// What stops scenegen from writing the file at the absolute `path` in an existing folder, or nil.
    private func fileProblem(_ path: String, relative: String) -> Problem? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let folder = PathText.directory(of: path)
            return Self.isWritable(folder) ? nil : .unwritable(relative, folder: display(folder))
        }
        var resolved = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let target = Self.realPath(path) else {
                return Problem("`\(relative)` is a symbolic link to nothing; remove it or point it inside the project")
            }
            guard target.hasPrefix(realRoot + "/") else {
                return Problem(
                    "`\(relative)` is a symbolic link to `\(target)`, outside the project folder; scenegen writes only inside it"
                )
            }
            resolved = target
            guard stat(target, &info) == 0 else { return Problem("cannot read `\(relative)`") }
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return Problem("`\(relative)` is a folder where scenegen needs to write a file") }
        if kind != S_IFREG { return Problem("`\(relative)` is not a regular file; scenegen will not replace it") }
        if !Self.isWritable(resolved) {
            return Problem("`\(relative)` is read-only; make it writable (`chmod u+w \(relative)`) and run again")
        }
        let folder = PathText.directory(of: resolved)
        if !Self.isWritable(folder) { return .unwritable(relative, folder: display(folder)) }
        return nil
    }

    /// The absolute path to write `relative` to: symbolic links inside the project
    /// are written through, so the link stays a link.
    public func destination(of relative: String) -> String {
        let path = PathText.join(root, relative)
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
