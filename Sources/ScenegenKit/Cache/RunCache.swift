import Foundation
import ScenegenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The run cache of one project (docs/cache.md): lets `generate` and
/// `generate --check` skip rendering when nothing changed since a run that
/// left every file current. It lives outside the project (the lock is
/// committed; file times differ per checkout): one file per project under
/// `$SCENEGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/scenegen`, else
/// `~/.cache/scenegen`, named by the SHA-256 of the lock's absolute path.
///
/// A hit needs the same run fingerprint (`RunFingerprint`), the same lock
/// text, and every file of the lock holding the bytes verified last time: its
/// stat unchanged (and older than the cache file, else it may have changed in
/// the same clock tick), or, when the stat differs, its bytes hashing the same.
/// Then the slow path would plan every file `identical` or `skip` as recorded,
/// and write nothing: `identicalPlan` gives that plan without rendering.
/// Anything else is a miss; a cache that is missing, unreadable, torn or of
/// another version is a miss too, never an error.
public struct RunCache {
    /// What a lookup found.
    public enum Lookup {
        /// Nothing changed: the plan the full run would make (every entry `identical`
        /// or `skip`, contents left out; a `skip` with expectations has its text on disk).
        case hit(GenerationPlan)
        /// The full run is needed, and why.
        case miss(String)
    }

    /// The cache file of the project.
    public let path: String
    private let lockPath: String
    private let root: String
    /// `root` and a slash: the lock's paths are tidy and relative, so joining is appending.
    private var folderPrefix: String { root.hasSuffix("/") ? root : root + "/" }
    private let fingerprint: RunFingerprint
    /// When the run started, in file-time nanoseconds: a file it did not write
    /// that was touched since may not hold what the run read.
    private let started: Int64
    /// Whether the run says what the cache did, on standard error (`SCENEGEN_CACHE_LOG`).
    public let logs: Bool
    /// The cache file as read, once, by the first that needs it.
    private let stored = StoredCache()

    /// The cache of `project`'s run (its spec's text is `specText`), or nil when
    /// there is none: a spec from standard input has no lock, `SCENEGEN_NO_CACHE`
    /// turns the cache off, and without `SCENEGEN_CACHE_DIR`, `XDG_CACHE_HOME` or
    /// `HOME` there is no folder for it. Makes the fingerprint: call it before
    /// rendering, so a template changed while the run renders makes the next run miss.
    public init?(project: ProjectGenerator, specText: String, environment: [String: String]) {
        guard environment["SCENEGEN_NO_CACHE"].map({ $0.isEmpty || $0 == "0" }) ?? true,
            let folder = Self.folder(environment: environment), let relative = project.lockRelativePath
        else { return nil }
        logs = environment["SCENEGEN_CACHE_LOG"].map { !$0.isEmpty && $0 != "0" } ?? false
        started = FileStat.now() - 10_000_000
        root = project.spec.directory
        lockPath = PathText.normalize(PathText.join(project.spec.directory, relative))
        path = PathText.join(folder, SHA256.hex(lockPath) + ".cache")
        fingerprint = RunFingerprint(project: project, specText: specText)
    }

    /// The folder of the caches: `SCENEGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/scenegen`
    /// (when absolute), else `$HOME/.cache/scenegen`; nil when none is set.
    public static func folder(environment: [String: String]) -> String? {
        if let folder = environment["SCENEGEN_CACHE_DIR"], !folder.isEmpty { return folder }
        if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") { return folder + "/scenegen" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/scenegen" }
        return nil
    }

    /// The plan of a run that would find everything as the cache recorded it, or why not.
    /// A file whose stat changed but whose bytes did not is recorded anew (best effort).
    public func identicalPlan() -> Lookup {
        let loaded = load()
        guard case .read(var cache, let racy) = loaded else {
            if case .unusable(let why) = loaded { return .miss(why) }
            return .miss("no cache")
        }
        guard cache.fingerprint != nil else { return .miss("the last run left something to do") }
        guard cache.fingerprint == fingerprint.hex else {
            return .miss("the spec, the templates, the flavor or the options changed")
        }
        var refreshed = false
        guard let lockStat = verified(lockPath, sha256: cache.lockSHA256, stat: cache.lockStat, racy: racy) else {
            return .miss("the lock changed")
        }
        if lockStat != cache.lockStat {
            cache.lockStat = lockStat
            refreshed = true
        }
        var entries: [GenerationPlan.Entry] = []
        entries.reserveCapacity(cache.entries.count)
        for index in cache.entries.indices {
            let entry = cache.entries[index]
            let absolute = folderPrefix + entry.path
            guard let stat = verified(absolute, sha256: entry.sha256, stat: entry.stat, racy: racy) else {
                return .miss("`\(entry.path)` changed")
            }
            if stat != entry.stat {
                cache.entries[index].stat = stat
                refreshed = true
            }
            guard entry.action != .watch else { continue }
            var file = GeneratedFile(path: entry.path, contents: "", owner: entry.owner, template: "")
            file.expectations = entry.expectations
            file.expectationAnchor = entry.expectationAnchor
            var existing: String?
            if !entry.expectations.isEmpty {
                // The notes on what a user-owned file lacks quote it.
                guard let text = try? String(contentsOfFile: absolute, encoding: .utf8) else {
                    return .miss("`\(entry.path)` cannot be read")
                }
                existing = text
            }
            var planned = GenerationPlan.Entry(
                file: file, action: entry.action == .skip ? .skip : .identical, existing: existing)
            planned.behindTemplate = entry.behindTemplate
            entries.append(planned)
        }
        if refreshed { write(cache) }
        return .hit(GenerationPlan(entries: entries))
    }

    /// What the renders the cache records can give a run of this project instead
    /// of rendering: a file whose render key is the one recorded, when the text
    /// that render made is still at hand, hashing the same: in the file on disk
    /// (a generated-owned file), or as the base `lock` keeps (a user-owned one).
    /// Nil when the cache records no render.
    public func reusableRenders(lock: LockFile?) -> (any RenderReuse)? {
        guard case .read(let cache, let racy) = load(), !cache.renders.isEmpty else { return nil }
        var verified: [String: (sha256: String, stat: FileStat)] = [:]
        var lockIsVerified = false
        if cache.fingerprint != nil {
            for entry in cache.entries where entry.action == .identical && entry.stat.latest < racy {
                verified[entry.path] = (entry.sha256, entry.stat)
            }
            // The lock the last run wrote, untouched since: each base is the text its `sha256` hashes.
            lockIsVerified = cache.lockStat.latest < racy && FileStat.of(lockPath) == cache.lockStat
        }
        return CachedRenders(
            records: cache.renders, root: folderPrefix, verified: verified, lock: lock, lockIsVerified: lockIsVerified)
    }

    /// Starts hashing `run`'s lock text on another thread, for `record`: a large
    /// project's lock is megabytes, and the run writes its files meanwhile.
    public func prepareRecord(of run: RunPlan) {
        stored.lockDigest = PendingDigest(of: run.lockText)
    }

    /// Records a run that left every file current, so the next identical run can skip
    /// rendering: `run` as it was planned (and written, unless `wrote` is false:
    /// a `--check`), its lock the one now on disk, and what its renders made.
    /// When the next run could plan anything else (a conflict, a merge, a file in
    /// conflict, a file missing), records the renders alone. Returns whether the
    /// run was recorded as current.
    @discardableResult
    public func record(_ run: RunPlan, wrote: Bool) -> Bool {
        // A `--check` leaves the lock as it is: only a run whose lock on disk is the one it makes is recorded.
        let current =
            (wrote || run.previousLock.text == run.lockText)
            ? cacheFile(run.plan, lock: run.lock, lockText: run.lockText, wrote: wrote, renders: run.renders) : nil
        guard let current else {
            recordRenders(of: run, partial: false)
            return false
        }
        write(current)
        return true
    }

    /// Records what the renders of `run` made (it did not leave every file
    /// current, or was not applied): the next run can take the text of a file
    /// whose key did not change, but gets no hit. A `partial` run (`--only`)
    /// keeps the records of the files it did not render, and the record of the
    /// last run that left everything current: a hit still checks every file, so
    /// the next full run hits when the selection changed nothing.
    public func recordRenders(of run: RunPlan, partial: Bool) {
        var kept: RunCacheFile?
        if partial, case .read(var cache, let racy) = load() {
            // The cache file gets a later time: a stat taken in the tick of the old one is no proof any more.
            for index in cache.entries.indices where cache.entries[index].stat.latest >= racy {
                cache.entries[index].stat = .unverified
            }
            if cache.lockStat.latest >= racy { cache.lockStat = .unverified }
            kept = cache
        }
        var renders = kept?.renders ?? [:]
        for record in run.renders { renders[record.path] = record }
        guard !renders.isEmpty else {
            unlink(path)
            return
        }
        write(
            RunCacheFile(
                version: ScenegenVersion.current, lockPath: lockPath, fingerprint: kept?.fingerprint,
                lockSHA256: kept?.lockSHA256 ?? "", lockStat: kept?.lockStat ?? .unverified,
                entries: kept?.entries ?? [], renders: renders))
    }

    /// The cache file, read once.
    private func load() -> StoredCache.State {
        if let state = stored.state { return state }
        let state: StoredCache.State
        if let cacheStat = FileStat.of(path), let data = FileManager.default.contents(atPath: path) {
            if let cache = RunCacheFile(bytes: [UInt8](data)) {
                // A time at or after the cache file's may be a change made in the tick it was written.
                state =
                    cache.version == ScenegenVersion.current && cache.lockPath == lockPath
                    ? .read(cache, racy: cacheStat.modified) : .unusable("the cache is another scenegen's")
            } else {
                state = .unusable("the cache is not one this scenegen reads")
            }
        } else {
            state = .missing
        }
        stored.state = state
        return state
    }

    private func cacheFile(
        _ plan: GenerationPlan, lock: LockFile, lockText: String, wrote: Bool, renders: [RenderRecord]
    ) -> RunCacheFile? {
        guard !lock.entries.values.contains(where: \.inConflict) else { return nil }
        var entries: [RunCacheFile.Entry] = []
        entries.reserveCapacity(lock.entries.count)
        var listed = Set<String>()
        // Every file's stat, on every core: thousands of calls in a large project.
        let prefix = folderPrefix
        let planned = plan.entries
        let stats = ParallelMap.map(planned.count) { index in
            planned[index].removes ? nil : FileStat.of(prefix + planned[index].file.path)
        }
        for (entry, stat) in zip(plan.entries, stats) {
            let file = entry.file
            if entry.removes {
                // A file deleted is gone; an edited one kept is an orphan next time, watched below.
                guard entry.action == .delete || entry.action == .skip else { return nil }
                continue
            }
            let action: RunCacheFile.Entry.Action
            let bytes: String
            switch entry.action {
            case .identical:
                (action, bytes) = (.identical, file.contents)
            case .create, .update, .overwrite:
                guard wrote else { return nil }
                (action, bytes) = (.identical, file.contents)
            case .skip:
                guard let existing = entry.existing else { return nil }
                (action, bytes) = (.skip, existing)
            case .conflict, .delete, .merge, .mergeConflict:
                return nil
            }
            guard let locked = lock.entries[file.path], listed.insert(file.path).inserted, var stat else { return nil }
            let untouched =
                action == .identical && entry.action != .identical
                ? stat.size == Int64(bytes.utf8.count)  // written by this run
                : stat.latest < started  // not touched since the run read it
            if !untouched { stat = .unverified }
            var cached = RunCacheFile.Entry(
                path: file.path, owner: file.owner, action: action,
                // The lock hashed the text written or found identical already.
                sha256: action == .identical && locked.sha256.utf8.count == 64 ? locked.sha256 : SHA256.hex(bytes),
                stat: stat)
            if action == .skip {
                cached.expectations = file.expectations
                cached.expectationAnchor = file.expectationAnchor
                cached.behindTemplate = entry.behindTemplate
            }
            entries.append(cached)
        }
        // The files of the lock the plan does not list (orphans kept): the next run reads them too.
        for path in lock.entries.keys.sorted() where !listed.contains(path) {
            let absolute = PathText.join(root, path)
            guard let before = FileStat.of(absolute), let data = FileManager.default.contents(atPath: absolute) else {
                return nil
            }
            let stat = FileStat.of(absolute) == before && before.latest < started ? before : .unverified
            entries.append(
                RunCacheFile.Entry(
                    path: path, owner: lock.entries[path]?.owner ?? .user, action: .watch,
                    sha256: SHA256.hex(bytes: [UInt8](data)), stat: stat))
        }
        guard let lockStat = FileStat.of(lockPath) else { return nil }
        // Hashed in place: a large project's lock is megabytes, and a copy would be the run's peak.
        return RunCacheFile(
            version: ScenegenVersion.current, lockPath: lockPath, fingerprint: fingerprint.hex,
            lockSHA256: stored.lockDigest?.hex(of: lockText) ?? SHA256.hex(lockText),
            lockStat: lockStat.size == Int64(lockText.utf8.count) && (wrote || lockStat.latest < started)
                ? lockStat : .unverified,
            entries: entries, renders: Dictionary(renders.map { ($0.path, $0) }, uniquingKeysWith: { $1 }))
    }

    /// The stat of the file at `path` when it still holds the bytes whose hash is
    /// `sha256`: `stat` itself when unchanged and older than `racy`, else the new
    /// stat once its bytes are read and hash the same; nil when they do not.
    private func verified(_ path: String, sha256: String, stat: FileStat, racy: Int64) -> FileStat? {
        guard let now = FileStat.of(path) else { return nil }
        if now == stat && stat.latest < racy { return stat }
        guard let data = FileManager.default.contents(atPath: path), SHA256.hex(bytes: [UInt8](data)) == sha256 else {
            return nil
        }
        // Changed while read: verified, but not at this stat.
        return FileStat.of(path) == now ? now : .unverified
    }

    /// Writes `cache` to a temporary name beside its file, then renames it over it
    /// (no flush: a cache lost or torn by a crash is only a miss). Returns whether it did.
    @discardableResult
    private func write(_ cache: RunCacheFile) -> Bool {
        let folder = PathText.directory(of: path)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else { return false }
        AtomicFile.removeStaleTemporaries(in: folder)
        let serial = UInt32.random(in: 0...UInt32.max / 2)
        let temporary = folder + "/." + PathText.lastComponent(of: path) + ".scenegen-\(getpid())-\(serial).tmp"
        guard Self.writeNew(cache.bytes, to: temporary) else { return false }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

extension RunCache {
    /// Writes `bytes` to a new file at `path`; false (and no file) when it cannot.
    fileprivate static func writeNew(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        var offset = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            while offset < buffer.count {
                let count = AtomicFile.systemWrite(descriptor, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard close(descriptor) == 0, complete else {
            unlink(path)
            return false
        }
        return true
    }
}

/// The run cache's file once read: shared by the copies of a `RunCache`.
private final class StoredCache: @unchecked Sendable {
    enum State {
        case missing
        case unusable(String)
        /// The cache, and the time from which a file's stat may hide a change.
        case read(RunCacheFile, racy: Int64)
    }

    var state: State?
    /// The SHA-256 of the lock text being worked out on another thread (`prepareRecord`).
    var lockDigest: PendingDigest?
}

/// The SHA-256 of a text, worked out on another thread from the moment it is made.
final class PendingDigest: @unchecked Sendable {
    private let text: String
    private let done = DispatchSemaphore(value: 0)
    private var digest = ""

    init(of text: String) {
        self.text = text
        DispatchQueue.global().async { [self] in
            digest = SHA256.hex(text)
            done.signal()
        }
    }

    /// The digest, once worked out, when `text` is the text it hashes; nil for another text.
    func hex(of text: String) -> String? {
        guard text == self.text else { return nil }
        done.wait()
        done.signal()
        return digest
    }
}
