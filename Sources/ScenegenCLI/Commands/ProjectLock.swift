import ScenegenCore
import ScenegenKit

/// A project's scenegen.lock as a command found it: read and checked before
/// anything is planned (a lock that is not what scenegen writes stops the run
/// at its line and column), or missing (rebuilt, with a note).
struct ProjectLock {
    /// The lock on disk; nil when there is none.
    let previous: LockFile?
    /// Its text on disk.
    let text: String?
    /// How messages name it; nil for a spec read from standard input (no lock).
    let shownPath: String?
    /// Its path relative to the project folder.
    let relativePath: String?

    /// Reads the lock beside `project`'s spec, registering it so errors quote its lines.
    static func load(for project: ProjectGenerator, in context: CommandContext) throws -> ProjectLock {
        let source = try project.readLockSource()
        if let source { context.register(source) }
        return ProjectLock(
            previous: try source.map(ProjectGenerator.parseLock), text: source?.text, shownPath: project.lockShownPath,
            relativePath: project.lockRelativePath)
    }

    /// The entries of files the spec no longer makes: every path of the lock not in `expected`.
    func leaving(_ expected: Set<String>) -> [LockEntry] {
        guard let previous else { return [] }
        return previous.entries.values.filter { !expected.contains($0.path) }.sorted { $0.path < $1.path }
    }
}
