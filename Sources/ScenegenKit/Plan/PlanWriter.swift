import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Applies a plan to disk. Each file is written to a temporary name in its
/// own folder, flushed, then renamed over the target, so a run killed at any
/// moment leaves every file either as it was or complete.
public struct PlanWriter {
    /// A file that could not be written: names the path and the reason.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The file's path relative to the project.
        public var path: String
        /// What went wrong.
        public var reason: String

        public var description: String { "cannot write `\(path)`: \(reason)" }
    }

    private let builder: PlanBuilder

    /// Creates a writer for the project that `builder` planned.
    public init(builder: PlanBuilder) {
        self.builder = builder
    }

    /// Writes every entry whose action writes; returns how many were written.
    @discardableResult
    public func apply(_ plan: GenerationPlan) throws(WriteError) -> Int {
        var written = 0
        for entry in plan.entries where entry.action.writes {
            try write(entry.file.contents, to: builder.absolutePath(of: entry.file), displayPath: entry.file.path)
            written += 1
        }
        return written
    }

    private func write(_ contents: String, to path: String, displayPath: String) throws(WriteError) {
        do {
            try AtomicFile.write(contents, to: path)
        } catch {
            throw WriteError(path: displayPath, reason: error.reason)
        }
    }

}
