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
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: displayPath, reason: "cannot create its folder (\(Self.reason(error)))")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = folder + "/.\(name).scenegen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: displayPath, reason: String(cString: strerror(errno)))
        }
        var bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeMutableBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw WriteError(path: displayPath, reason: reason)
            }
            offset += result
        }
        bytes.removeAll()
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: displayPath, reason: reason)
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: displayPath, reason: reason)
        }
    }

    private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
