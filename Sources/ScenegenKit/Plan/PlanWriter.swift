import Foundation
import ScenegenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Applies a plan to disk. Each file is written to a temporary name in its
/// own folder, flushed, then renamed over the target, so a run killed at any
/// moment leaves every file either as it was or complete.
public struct PlanWriter {
    /// Files that could not be written, each named with the reason.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// One message per file, each naming the file.
        public var problems: [String]
        /// The signal (SIGINT, SIGTERM, SIGHUP) that stopped the run before it
        /// renamed anything: every file is as it was, and no temporary file is left.
        public var signal: Int32?

        /// One file's failure.
        public init(path: String, reason: String) {
            problems = ["cannot write `\(path)`: \(reason)"]
        }

        /// Several files' failures, found before anything was written.
        public init(problems: [String]) {
            self.problems = problems
        }

        public var description: String { problems.joined(separator: "\n") }
    }

    private let builder: PlanBuilder

    /// Creates a writer for the project that `builder` planned.
    public init(builder: PlanBuilder) {
        self.builder = builder
    }

    /// A file written with the plan's files that is not one of them (the spec
    /// that `new` or `destroy` edits, the lock): a path relative to the root.
    public struct ExtraFile: Sendable {
        /// The path relative to the project folder.
        public var path: String
        /// The full text.
        public var contents: String

        /// Creates an extra file.
        public init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    /// Writes every entry whose action writes; deletes every `delete` entry;
    /// then writes `last` (the lock) and `extra` (the spec); returns how many
    /// files were written. Nothing is written when the preflight finds a file that
    /// cannot be written where it belongs (the error lists every such file), nor
    /// when a signal comes before the renames (the error's `signal`).
    @discardableResult
    public func apply(_ plan: GenerationPlan, extra: [ExtraFile] = [], last: ExtraFile? = nil) throws(WriteError)
        -> Int
    {
        let preflight = WritePreflight(root: builder.root)
        var problems = preflight.problems(in: plan).map(\.message)
        for file in extra + (last.map { [$0] } ?? []) {
            if let problem = preflight.problem(writing: file.path), !problems.contains(problem) {
                problems.append(problem)
            }
        }
        let removals = plan.entries.filter { $0.action == .delete }.map(\.file.path)
        for path in removals {
            // The folders on the way are checked as for a write (no link out of the project);
            // a file that is itself a link is removed as a link, never its target.
            if let problem = preflight.problem(writing: path),
                !problem.hasPrefix("`\(path)` is read-only;")
            {
                problems.append(problem.replacingOccurrences(of: "cannot write", with: "cannot delete"))
            } else if !WritePreflight.isWritable(PathText.directory(of: PathText.join(builder.root, path))) {
                problems.append("cannot delete `\(path)`: its folder is not writable")
            }
        }
        if !problems.isEmpty {
            throw WriteError(problems: problems)
        }
        func write(_ path: String, _ contents: String) -> AtomicFile.Write {
            AtomicFile.Write(path: preflight.destination(of: path), contents: contents, shownAs: path)
        }
        let writes = plan.entries.filter(\.action.writes).map { write($0.file.path, $0.file.contents) }
        // The lock, then the spec, reach their names last: a run killed before that
        // leaves the old spec and a lock that still describes every file, so running
        // the same command again finishes the job.
        let finals = (last.map { [write($0.path, $0.contents)] } ?? []) + extra.map { write($0.path, $0.contents) }
        do {
            let removing = removals.map {
                AtomicFile.Write(path: PathText.join(builder.root, $0), contents: "", shownAs: $0)
            }
            try AtomicFile.writeAll(writes, removing: removing, last: finals)
        } catch {
            var failure = WriteError(path: error.path, reason: error.reason)
            failure.signal = error.signal
            throw failure
        }
        for path in removals { removeEmptyFolders(above: path) }
        return writes.count + finals.count
    }

    /// Removes the folders that held `relative` while they are empty, up to (not including) the root.
    private func removeEmptyFolders(above relative: String) {
        var parts = relative.split(separator: "/").map(String.init)
        parts.removeLast()
        while !parts.isEmpty {
            let folder = PathText.join(builder.root, parts.joined(separator: "/"))
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.isEmpty,
                rmdir(folder) == 0
            else { return }
            parts.removeLast()
        }
    }
}
