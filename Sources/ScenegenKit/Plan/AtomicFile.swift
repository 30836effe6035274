import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that it is either as it was or complete, whenever the
/// process dies: the text goes to a temporary name in the same folder, is
/// flushed to disk, then renamed over the target.
public enum AtomicFile {
    /// Why a write failed, in words for the user.
    public struct Failure: Error, Sendable {
        /// What went wrong (`Permission denied`, `Not a directory`...).
        public var reason: String
    }

    /// Writes `contents` to the absolute `path`, creating its folders.
    public static func write(_ contents: String, to path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(
                reason: "cannot create its folder (\((error as NSError).localizedFailureReason ?? "\(error)"))")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = folder + "/.\(name).scenegen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw Failure(reason: lastError()) }
        let bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = lastError()
                close(descriptor)
                unlink(temporary)
                throw Failure(reason: reason)
            }
            offset += result
        }
        if fsync(descriptor) != 0 {
            let reason = lastError()
            close(descriptor)
            unlink(temporary)
            throw Failure(reason: reason)
        }
        if close(descriptor) != 0 || rename(temporary, path) != 0 {
            let reason = lastError()
            unlink(temporary)
            throw Failure(reason: reason)
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
