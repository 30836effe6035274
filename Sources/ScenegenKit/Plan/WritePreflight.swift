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
    public func failures(in plan: GenerationPlan) -> [WriteFailure] {
        var seen = Set<String>()
        var folders = FolderCache()
        var failures: [WriteFailure] = []
        // Per folder that is not writable: where its failure is in the list.
        var unwritable: [String: Int] = [:]
        for entry in plan.entries where entry.action.writes {
            guard let failure = failure(writing: entry.file.path, folders: &folders) else { continue }
            if case .folderNotWritable(let folder, _) = failure.kind {
                if let index = unwritable[folder], case .folderNotWritable(_, let more) = failures[index].kind {
                    failures[index].kind = .folderNotWritable(folder: folder, moreFiles: more + 1)
                    continue
                }
                unwritable[folder] = failures.count
            } else if !seen.insert(failure.message).inserted {
                continue
            }
            failures.append(failure)
        }
        return failures
    }

    /// Every problem of `failures(in:)` as an error diagnostic.
    public func problems(in plan: GenerationPlan) -> [Diagnostic] {
        failures(in: plan).map { .error($0.message) }
    }

    /// What stops scenegen from writing `relative` (a tidy relative path), or nil.
    public func failure(writing relative: String) -> WriteFailure? {
        var folders = FolderCache()
        return failure(writing: relative, folders: &folders)
    }

    /// What is known of a folder (by its relative path) once checked: where it
    /// really is, or the problem with it, or that it does not exist yet.
    private enum FolderState {
        case present(resolved: String)
        case missing(writableParent: Bool, parent: String)
        case problem(WriteFailure.Kind)
    }

    private typealias FolderCache = [String: FolderState]

    private func failure(writing relative: String, folders: inout FolderCache) -> WriteFailure? {
        let parts = PathText.components(relative)
        guard let name = parts.last else { return WriteFailure(.projectFolderItself, path: relative) }
        switch folderState(parts.dropLast().joined(separator: "/"), for: relative, folders: &folders) {
        case .problem(let kind):
            return WriteFailure(kind, path: relative)
        case .missing(let writableParent, let parent):
            return writableParent ? nil : WriteFailure(unwritable(parent), path: relative)
        case .present(let folder):
            return fileProblem(folder + "/" + name, relative: relative).map { WriteFailure($0, path: relative) }
        }
    }

    /// The folder at the absolute `folder`, as shown, is not writable.
    private func unwritable(_ folder: String) -> WriteFailure.Kind {
        .folderNotWritable(folder: display(folder), moreFiles: 0)
    }

    /// The state of the folder at `relative` ("" for the project), checking each
    /// of its components once per preflight.
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
            guard let target = Self.realPath(path) else { return .problem(.linkToNothing(link: relative)) }
            guard target == realRoot || target.hasPrefix(realRoot + "/") else {
                return .problem(.linkOutsideProject(link: relative, target: target))
            }
            resolved = target
            guard stat(target, &info) == 0 else { return .problem(.unreadable(relative)) }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .problem(.fileWhereFolderNeeded(folder: relative)) }
        return .present(resolved: resolved)
    }

    /// What stops scenegen from writing the file at the absolute `path` in an existing folder, or nil.
    private func fileProblem(_ path: String, relative: String) -> WriteFailure.Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let folder = PathText.directory(of: path)
            return Self.isWritable(folder) ? nil : unwritable(folder)
        }
        var resolved = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let target = Self.realPath(path) else { return .linkToNothing(link: relative) }
            guard target.hasPrefix(realRoot + "/") else { return .linkOutsideProject(link: relative, target: target) }
            resolved = target
            guard stat(target, &info) == 0 else { return .unreadable(relative) }
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return .folderWhereFileNeeded }
        if kind != S_IFREG { return .notARegularFile }
        if !Self.isWritable(resolved) { return .readOnly }
        let folder = PathText.directory(of: resolved)
        if !Self.isWritable(folder) { return unwritable(folder) }
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
