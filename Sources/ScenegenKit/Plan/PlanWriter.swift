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
        let writes = plan.entries.filter(\.action.writes).map { entry in
            AtomicFile.Write(
                path: preflight.destination(of: entry.file.path), contents: entry.file.contents,
                shownAs: entry.file.path)
        }
        do {
            try AtomicFile.writeAll(writes)
        } catch {
            throw WriteError(path: error.path, reason: error.reason)
        }
        return writes.count
    }

}
