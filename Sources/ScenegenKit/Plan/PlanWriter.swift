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
    /// Files that could not be written, each with its kind and path.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// One failure per file (or per folder in the way), in plan order.
        public var failures: [WriteFailure]
        /// The signal (SIGINT, SIGTERM, SIGHUP) that stopped the run before it
        /// renamed anything: every file is as it was, and no temporary file is left.
        public var signal: Int32?

        /// The failures of a run, found before anything was written or by the write.
        public init(_ failures: [WriteFailure], signal: Int32? = nil) {
            self.failures = failures
            self.signal = signal
        }

        /// One message per failure, each naming the file.
        public var problems: [String] { failures.map(\.message) }

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
        var failures = preflight.failures(in: plan)
        for file in extra + (last.map { [$0] } ?? []) {
            if let failure = preflight.failure(writing: file.path), !failures.contains(failure) {
                failures.append(failure)
            }
        }
        let removals = plan.entries.filter { $0.action == .delete }.map(\.file.path)
        for path in removals {
            // The folders on the way are checked as for a write (no link out of the project);
            // a file that is itself a link is removed as a link, never its target.
            if var failure = preflight.failure(writing: path), failure.kind != .readOnly {
                failure.operation = .delete
                failures.append(failure)
            } else if !WritePreflight.isWritable(PathText.directory(of: PathText.join(builder.root, path))) {
                failures.append(
                    WriteFailure(.folderNotWritable(folder: "", moreFiles: 0), path: path, operation: .delete))
            }
        }
        if !failures.isEmpty {
            throw WriteError(failures)
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
            throw WriteError([WriteFailure(error.kind, path: error.path)], signal: error.signal)
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
