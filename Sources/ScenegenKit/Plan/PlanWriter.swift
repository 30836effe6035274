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
    /// Files that could not be written, each named with the reason.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// One message per file, each naming the file.
        public var problems: [String]

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

    /// Writes every entry whose action writes; returns how many were written.
    /// Nothing is written when the preflight finds a file that cannot be
    /// written where it belongs (the error lists every such file).
    @discardableResult
    public func apply(_ plan: GenerationPlan) throws(WriteError) -> Int {
        let preflight = WritePreflight(root: builder.root)
        let problems = preflight.problems(in: plan)
        if !problems.isEmpty {
            throw WriteError(problems: problems.map(\.message))
        }
        var written = 0
        for entry in plan.entries where entry.action.writes {
            try write(entry.file.contents, to: preflight.destination(of: entry.file.path), displayPath: entry.file.path)
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
