#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` says of a file, as far as the run cache compares it: a file
/// whose every field is the same as when its contents were verified is taken
/// to hold them still (as git's index does); any change means reading it again.
struct FileStat: Equatable, Sendable {
    var size: Int64
    /// Modification and status-change times, in nanoseconds since 1970.
    var modified: Int64
    var changed: Int64
    var inode: UInt64
    var device: UInt64

    /// The later of the two times: a file touched at or after a moment has this at or after it.
    var latest: Int64 { max(modified, changed) }

    /// The stat of the regular file at `path` (symbolic links followed); nil
    /// when there is none, or it is not a regular file.
    static func of(_ path: String) -> FileStat? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return FileStat(
            size: Int64(info.st_size), modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec), inode: UInt64(info.st_ino),
            device: UInt64(info.st_dev))
    }

    /// The clock file times come from, now, in nanoseconds since 1970 (on Linux
    /// the coarse clock the kernel stamps files with, so a file touched after
    /// this moment never gets an earlier time).
    static func now() -> Int64 {
        var time = timespec()
        #if os(Linux)
            clock_gettime(CLOCK_REALTIME_COARSE, &time)
        #else
            clock_gettime(CLOCK_REALTIME, &time)
        #endif
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The fields as the cache file writes them.
    var fields: String { "\(size) \(modified) \(changed) \(inode) \(device)" }

    /// The stat `fields` wrote; nil when they are not five numbers.
    init?(fields: [Substring]) {
        guard fields.count == 5, let size = Int64(fields[0]), let modified = Int64(fields[1]),
            let changed = Int64(fields[2]), let inode = UInt64(fields[3]), let device = UInt64(fields[4])
        else { return nil }
        self.init(size: size, modified: modified, changed: changed, inode: inode, device: device)
    }

    init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }

    /// A stat no file has: its entry is read again on the next run.
    static let unverified = FileStat(size: -1, modified: 0, changed: 0, inode: 0, device: 0)
}
