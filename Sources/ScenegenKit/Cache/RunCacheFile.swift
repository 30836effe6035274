/// The run cache's file for one project (docs/cache.md): the fingerprint and
/// lock of the last run that left everything current, and every file of the
/// lock with the stat at which its contents were verified; and what each file's
/// last render made (`RenderRecord`), whatever that run did next.
///
/// Text, one record a line:
///
/// ```
/// scenegen run cache 2
/// version 0.1.0
/// lock-path /abs/path/scenegen.lock
/// fingerprint <hex>
/// lock <sha256> <size> <mtime> <ctime> <inode> <device>
/// file identical generated <sha256> <size> <mtime> <ctime> <inode> <device> <path>
/// expects <word> <word>…
/// near <text>
/// behind
/// render <key> <sha256> generated <path>
/// ```
///
/// A cache with renders only (the last run left something to do) says
/// `fingerprint -` and `lock -`, and has no `file` lines: it never gives a hit.
/// `file` lines are in plan order; `identical` and `skip` are the action the
/// plan gives the file, `watch` a file of the lock the plan does not list (an
/// orphan kept); `expects`, `near` and `behind` (its rendering changed since the
/// lock's base) follow a `skip` file that has them.
/// Paths and texts escape `\`, newline and carriage return.
struct RunCacheFile: Equatable, Sendable {
    /// The first line; a file with another is not read.
    static let formatLine = "scenegen run cache 2"

    /// One file of the lock.
    struct Entry: Equatable, Sendable {
        enum Action: String, Sendable { case identical, skip, watch }
        var path: String
        var owner: FileOwner
        var action: Action
        /// SHA-256 of the bytes verified.
        var sha256: String
        var stat: FileStat
        var expectations: [String] = []
        var expectationAnchor: String?
        /// A `skip` whose rendering changed since the lock's base (the plan line names `update`).
        var behindTemplate = false
    }

    var version: String
    var lockPath: String
    /// The run fingerprint of the run that left everything current; nil in a cache of renders only.
    var fingerprint: String?
    var lockSHA256: String
    var lockStat: FileStat
    var entries: [Entry]
    /// What the last render of each file made, by path.
    var renders: [String: RenderRecord] = [:]

    /// The file's text, as UTF-8 bytes: made in one buffer, with no string per line
    /// (a large project's cache has two lines for each of thousands of files).
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256 + entries.count * 200 + renders.count * 200)
        func line(_ parts: String...) {
            for part in parts { out += part.utf8 }
            out.append(10)
        }
        line(Self.formatLine)
        line("version ", version)
        line("lock-path ", Self.escape(lockPath))
        line("fingerprint ", fingerprint ?? "-")
        if fingerprint == nil { line("lock -") } else { line("lock ", lockSHA256, " ", lockStat.fields) }
        for entry in entries {
            line(
                "file ", entry.action.rawValue, " ", entry.owner.rawValue, " ", entry.sha256, " ", entry.stat.fields,
                " ",
                Self.escape(entry.path))
            if !entry.expectations.isEmpty { line("expects ", entry.expectations.joined(separator: " ")) }
            if let anchor = entry.expectationAnchor { line("near ", Self.escape(anchor)) }
            if entry.behindTemplate { line("behind") }
        }
        for record in renders.values.sorted(by: { $0.path < $1.path }) {
            line("render ", record.key, " ", record.sha256, " ", record.owner.rawValue, " ", Self.escape(record.path))
        }
        return out
    }

    /// The cache `bytes` hold; nil when they are not one this scenegen writes
    /// (another format or version, a torn or edited file). Read as bytes: a
    /// large project's cache has a line for each of thousands of files.
    init?(bytes: [UInt8]) {
        guard bytes.last == 10 else { return nil }
        var lines = bytes.dropLast().split(separator: 10, omittingEmptySubsequences: false)[...]
        guard lines.count >= 5, String(decoding: lines.removeFirst(), as: UTF8.self) == Self.formatLine else {
            return nil
        }
        var header: [String] = []
        for key in ["version ", "lock-path ", "fingerprint ", "lock "] {
            guard let line = lines.first, line.starts(with: key.utf8),
                let text = String(validating: line, as: UTF8.self)
            else { return nil }
            lines.removeFirst()
            header.append(String(text.dropFirst(key.utf8.count)))
        }
        guard let lockPath = Self.unescape(Substring(header[1])) else { return nil }
        self.version = header[0]
        self.lockPath = lockPath
        if header[2] == "-" {
            guard header[3] == "-" else { return nil }
            self.fingerprint = nil
            self.lockSHA256 = ""
            self.lockStat = .unverified
        } else {
            let lockFields = header[3].split(separator: " ")
            guard lockFields.count == 6, let lockStat = FileStat(fields: Array(lockFields[1...])) else { return nil }
            self.fingerprint = header[2]
            self.lockSHA256 = String(lockFields[0])
            self.lockStat = lockStat
        }
        var entries: [Entry] = []
        var renders: [String: RenderRecord] = [:]
        entries.reserveCapacity(lines.count)
        for line in lines {
            // The renders come last, each on one line.
            if line.starts(with: "render ".utf8) || !renders.isEmpty {
                guard let record = Self.render(line) else { return nil }
                renders[record.path] = record
                continue
            }
            guard fingerprint != nil else { return nil }
            guard let entry = Self.entry(line) else {
                guard let text = String(validating: line, as: UTF8.self), let last = entries.indices.last else {
                    return nil
                }
                if text.hasPrefix("expects "), entries[last].expectations.isEmpty {
                    entries[last].expectations = text.dropFirst(8).split(separator: " ").map(String.init)
                } else if text.hasPrefix("near "), entries[last].expectationAnchor == nil,
                    let anchor = Self.unescape(text.dropFirst(5))
                {
                    entries[last].expectationAnchor = anchor
                } else if text == "behind", !entries[last].behindTemplate {
                    entries[last].behindTemplate = true
                } else {
                    return nil
                }
                continue
            }
            entries.append(entry)
        }
        self.entries = entries
        self.renders = renders
    }

    /// A `file` line; nil when `line` is not one.
    private static func entry(_ line: ArraySlice<UInt8>) -> Entry? {
        guard line.starts(with: "file ".utf8) else { return nil }
        let fields = line.split(separator: 32, maxSplits: 9, omittingEmptySubsequences: false)
        guard fields.count == 10, let action = Entry.Action(rawValue: String(decoding: fields[1], as: UTF8.self)),
            let owner = FileOwner(rawValue: String(decoding: fields[2], as: UTF8.self)), fields[3].count == 64,
            let size = number(fields[4]), let modified = number(fields[5]), let changed = number(fields[6]),
            let inode = number(fields[7]), let device = number(fields[8]),
            let text = String(validating: fields[9], as: UTF8.self), let path = unescape(Substring(text)),
            !path.isEmpty
        else { return nil }
        let stat = FileStat(
            size: size, modified: modified, changed: changed, inode: UInt64(bitPattern: inode),
            device: UInt64(bitPattern: device))
        return Entry(
            path: path, owner: owner, action: action, sha256: String(decoding: fields[3], as: UTF8.self), stat: stat)
    }

    /// A `render` line; nil when `line` is not one.
    private static func render(_ line: ArraySlice<UInt8>) -> RenderRecord? {
        let fields = line.split(separator: 32, maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.count == 5, fields[1].count == 64, fields[2].count == 64,
            let owner = FileOwner(rawValue: String(decoding: fields[3], as: UTF8.self)),
            let text = String(validating: fields[4], as: UTF8.self), let path = unescape(Substring(text)), !path.isEmpty
        else { return nil }
        return RenderRecord(
            path: path, owner: owner, key: String(decoding: fields[1], as: UTF8.self),
            sha256: String(decoding: fields[2], as: UTF8.self))
    }

    /// A decimal number, `-` allowed first (a file's stat as `fields` writes it; inodes
    /// and devices above `Int64.max` come back as their bit pattern).
    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count <= 20 else { return nil }
        var value: UInt64 = 0
        for digit in rest {
            guard digit >= 48, digit <= 57 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(digit - 48))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return negative ? -Int64(bitPattern: value) : Int64(bitPattern: value)
    }

    init(
        version: String, lockPath: String, fingerprint: String?, lockSHA256: String, lockStat: FileStat,
        entries: [Entry], renders: [String: RenderRecord]
    ) {
        self.version = version
        self.lockPath = lockPath
        self.fingerprint = fingerprint
        self.lockSHA256 = lockSHA256
        self.lockStat = lockStat
        self.entries = fingerprint == nil ? [] : entries
        self.renders = renders
    }

    private static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 10 || $0 == 13 }) else { return text }
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    private static func unescape(_ text: Substring) -> String? {
        guard text.contains("\\") else { return String(text) }
        var out = ""
        var escaped = false
        for character in text.unicodeScalars {
            if escaped {
                switch character {
                case "\\": out += "\\"
                case "n": out += "\n"
                case "r": out += "\r"
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.unicodeScalars.append(character)
            }
        }
        return escaped ? nil : out
    }
}
