import Foundation
import ScenegenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that each is either as it was or complete, whenever the
/// process dies (even by SIGKILL) and on power loss: the text goes to a
/// temporary name in the same folder, reaches the disk, then is renamed over
/// the target.
///
/// Temporary files are named `.<name>.scenegen-<pid>-<random>.tmp`; one left
/// by a killed run never takes a target's name, and the next run that writes
/// in that folder removes it. A run stopped by SIGINT, SIGTERM or SIGHUP leaves
/// none (see `InterruptionGuard`).
public enum AtomicFile {
    /// Why a write failed.
    public struct Failure: Error, Sendable {
        /// The file's path as the caller named it.
        public var path: String
        /// What went wrong: the system's reason (`Permission denied`, `Not a directory`...) in its case.
        public var kind: WriteFailure.Kind
        /// The signal that stopped the write before any rename; every target is as it was.
        public var signal: Int32?
    }

    /// One file to write: where, what, and how messages name it.
    public struct Write: Sendable {
        /// The absolute path of the target.
        public var path: String
        /// The full text.
        public var contents: String
        /// How messages name the file.
        public var shownAs: String

        /// Creates a write.
        public init(path: String, contents: String, shownAs: String) {
            self.path = path
            self.contents = contents
            self.shownAs = shownAs
        }
    }

    /// Writes `contents` to the absolute `path`, creating its folders.
    public static func write(_ contents: String, to path: String) throws(Failure) {
        try writeAll([Write(path: path, contents: contents, shownAs: path)])
    }

    /// Writes every file in three steps: all of them to temporary names (each
    /// folder created once), one flush of the file system to disk, then each
    /// renamed over its target. A failure before the renames removes the
    /// temporary files (and the folders made for them) and leaves every target
    /// as it was; so does a signal (`Failure.signal`), looked at between files.
    /// The renames run with the signals blocked: a batch that started completes.
    ///
    /// `removing` (absolute paths) are unlinked after the renames, and `last`
    /// is renamed after that: a lock that lists what the run did reaches its
    /// name only once every file is in place, so a run killed on the way
    /// leaves the old lock, which still describes every file it names.
    public static func writeAll(_ writes: [Write], removing: [Write] = [], last: [Write] = []) throws(Failure) {
        let renamed = writes
        let writes = writes + last
        guard !writes.isEmpty || !removing.isEmpty else { return }
        InterruptionGuard.beginWriting()
        var ready = Set<String>()
        var temporaries: [String] = []
        var madeFolders: [String] = []
        func discard() {
            for temporary in temporaries { unlink(temporary) }
            // Deepest first; a folder something else was put in meanwhile stays.
            for folder in madeFolders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
        }
        func stopIfInterrupted() throws(Failure) {
            guard let signal = InterruptionGuard.received else { return }
            discard()
            throw Failure(path: "", kind: .interrupted, signal: signal)
        }
        // One random number a run, counted up per file: names unique within the run and across runs.
        let prefix = ".scenegen-\(getpid())-"
        var serial = UInt32.random(in: 0...UInt32.max / 2)
        for write in writes {
            try stopIfInterrupted()
            let folder = PathText.directory(of: write.path)
            if !ready.contains(folder) {
                var info = stat()
                if stat(folder, &info) == 0 {
                    // A folder that already exists may hold what a killed run left.
                    removeStaleTemporaries(in: folder)
                } else {
                    madeFolders += missingFolders(from: folder)
                    do {
                        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    } catch {
                        discard()
                        let reason = (error as NSError).localizedFailureReason ?? "\(error)"
                        throw Failure(path: write.shownAs, kind: .cannotCreateFolder(reason: reason))
                    }
                }
                ready.insert(folder)
            }
            serial &+= 1
            let temporary = folder + "/." + PathText.lastComponent(of: write.path) + prefix + "\(serial).tmp"
            do {
                try writeNew(write.contents, to: temporary)
            } catch {
                discard()
                throw Failure(path: write.shownAs, kind: error.kind)
            }
            temporaries.append(temporary)
        }
        try stopIfInterrupted()
        flushToDisk(temporaries)
        try stopIfInterrupted()
        try InterruptionGuard.committing { () throws(Failure) in
            for (write, temporary) in zip(renamed, temporaries) where rename(temporary, write.path) != 0 {
                let reason = lastError()
                discard()
                throw Failure(path: write.shownAs, kind: .system(reason: reason))
            }
            for removal in removing where unlink(removal.path) != 0 && errno != ENOENT {
                let reason = lastError()
                discard()
                throw Failure(path: removal.shownAs, kind: .cannotRemove(reason: reason))
            }
            for (write, temporary) in zip(last, temporaries.dropFirst(renamed.count))
            where rename(temporary, write.path) != 0 {
                let reason = lastError()
                discard()
                throw Failure(path: write.shownAs, kind: .system(reason: reason))
            }
        }
    }

    /// `folder` and each of its parents that does not exist yet, deepest first.
    private static func missingFolders(from folder: String) -> [String] {
        var missing: [String] = []
        var path = folder
        var info = stat()
        while path.count > 1, stat(path, &info) != 0 {
            missing.append(path)
            path = PathText.directory(of: path)
        }
        return missing
    }

    /// Writes `contents` to a file that must not exist yet.
    private static func writeNew(_ contents: String, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, kind: .system(reason: lastError())) }
        // Written from the string's own bytes: a lock of megabytes is not copied first.
        var text = contents
        let failure: String? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let result = systemWrite(descriptor, base + offset, bytes.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return lastError()
                }
                offset += result
            }
            return nil
        }
        if let reason = failure {
            close(descriptor)
            unlink(path)
            throw Failure(path: path, kind: .system(reason: reason))
        }
        if close(descriptor) != 0 {
            let reason = lastError()
            unlink(path)
            throw Failure(path: path, kind: .system(reason: reason))
        }
    }

    /// Gets the temporary files' data to disk before any rename, so a power
    /// cut after a rename cannot leave an empty target: one `syncfs` for the
    /// file system they are on (one call instead of one `fsync` per file).
    private static func flushToDisk(_ paths: [String]) {
        #if os(Linux)
            guard let first = paths.first else { return }
            let descriptor = open(first, O_RDONLY)
            guard descriptor >= 0 else { return sync() }
            defer { close(descriptor) }
            // syncfs(2) is hidden behind _GNU_SOURCE in the C headers Swift imports; find it at run time.
            typealias SyncFS = @convention(c) (Int32) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs"),
                unsafeBitCast(symbol, to: SyncFS.self)(descriptor) == 0
            {
                return
            }
            sync()
        #else
            for path in paths {
                let descriptor = open(path, O_RDONLY)
                guard descriptor >= 0 else { continue }
                fsync(descriptor)
                close(descriptor)
            }
        #endif
    }

    /// Removes temporary files that runs no longer alive left in `folder`.
    static func removeStaleTemporaries(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            guard let owner = temporaryOwner(name), owner != getpid(), kill(owner, 0) != 0, errno == ESRCH else {
                continue
            }
            unlink(folder + "/" + name)
        }
    }

    /// The process id in a temporary name `.<name>.scenegen-<pid>-<random>.tmp`.
    static func temporaryOwner(_ name: String) -> pid_t? {
        guard let marker = name.range(of: ".scenegen-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].dropLast(4).split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), UInt32(parts[1]) != nil else { return nil }
        return pid
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
