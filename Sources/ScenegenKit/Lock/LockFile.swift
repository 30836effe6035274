import ScenegenCore

/// scenegen.lock: one line a file scenegen wrote, sorted by path, so two
/// branches that add different scenes merge without conflict (the format is
/// in docs/lock.md).
///
/// ```
/// # scenegen.lock: the files scenegen wrote from scenegen.yml. Commit it; do not edit it (docs/lock.md).
/// version 1
/// flavor terminal
/// {"path":"Sources/App/Scenes/CarList/CarListBuilder.swift","owner":"generated","sha256":"…","inputs":"…"}
/// {"path":"Sources/App/Scenes/CarList/CarListViewModel.swift","owner":"user","sha256":"…","inputs":"…","base":"import SceneRx\n…"}
/// ```
public struct LockFile: Hashable, Sendable {
    /// The version line this build writes and reads.
    public static let formatVersion = 1

    /// The entries by path.
    public var entries: [String: LockEntry]
    /// The flavor the files were generated with (the `flavor` header line), as
    /// `flavor:` or `--flavor` named it; nil in a lock written before it was recorded.
    public var flavor: String?
    /// The spec's `flavor:` at that run (the `spec-flavor` line, written when
    /// `--flavor` chose another); nil when it was `flavor`.
    public var specFlavor: String?
    /// Where the `flavor` header's value is, for messages about it (not part of the lock's value).
    public var flavorSpan: SourceSpan?

    /// Creates a lock holding `entries`.
    public init(entries: [LockEntry] = [], flavor: String? = nil, specFlavor: String? = nil) {
        var byPath: [String: LockEntry] = [:]
        for entry in entries { byPath[entry.path] = entry }
        self.entries = byPath
        self.flavor = flavor
        self.specFlavor = specFlavor == flavor ? nil : specFlavor
    }

    /// The spec's flavor when the lock was written (`specFlavor`, else `flavor`).
    public var recordedSpecFlavor: String? { specFlavor ?? flavor }

    public static func == (lhs: LockFile, rhs: LockFile) -> Bool {
        lhs.entries == rhs.entries && lhs.flavor == rhs.flavor && lhs.specFlavor == rhs.specFlavor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
        hasher.combine(flavor)
        hasher.combine(specFlavor)
    }

    /// The lock file's name beside the spec `specPath`: `scenegen.yml` has
    /// `scenegen.lock`, `app.scenegen.yaml` has `app.scenegen.lock`.
    public static func path(forSpec specPath: String) -> String {
        for suffix in [".yml", ".yaml"] where specPath.hasSuffix(suffix) && specPath.count > suffix.count {
            return String(specPath.dropLast(suffix.count)) + ".lock"
        }
        return specPath + ".lock"
    }

    /// What `--check` compares: every path with its owner, and for generated-owned
    /// files the hash of what was written. (Inputs and bases are left out: a
    /// template change that changes no generated file is no drift.)
    public var checkedEntries: [String] {
        entries.keys.sorted().compactMap { path in
            guard let entry = entries[path] else { return nil }
            return entry.owner == .generated ? "\(path) generated \(entry.sha256)" : "\(path) user"
        }
    }

    /// The text to write: a comment naming the spec, the version, then one entry a line, sorted by path.
    ///
    /// A large project's lock is megabytes (the bases): it is made as one string
    /// reserved at about its size, a line at a time, never as a second full copy.
    public func text(specName: String) -> String {
        var text =
            "# scenegen.lock: the files scenegen wrote from \(specName). Commit it; do not edit it (docs/lock.md).\n"
        text += "version \(Self.formatVersion)\n"
        if let flavor { text += "flavor \(flavor)\n" }
        if let specFlavor, specFlavor != flavor { text += "spec-flavor \(specFlavor)\n" }
        // Escapes make a base longer (a quote or a backslash takes two bytes): an eighth more covers Swift code.
        text.reserveCapacity(
            text.utf8.count
                + entries.values.reduce(0) { $0 + 256 + 2 * $1.path.utf8.count + ($1.base?.utf8.count ?? 0) * 9 / 8 })
        var line: [UInt8] = []
        for path in entries.keys.sorted() {
            guard let entry = entries[path] else { continue }
            var pairs: [(key: String, value: String)] = [("path", entry.path), ("owner", entry.owner.rawValue)]
            if let orphan = entry.orphan { pairs.append(("orphan", orphan)) }
            pairs += [("sha256", entry.sha256), ("inputs", entry.inputs)]
            if entry.inConflict { pairs.append(("state", "conflict")) }
            if let base = entry.base { pairs.append(("base", base)) }
            line.removeAll(keepingCapacity: true)
            LockLineCodec.writeObject(pairs, to: &line)
            line.append(10)
            text += String(decoding: line, as: UTF8.self)
        }
        return text
    }

    /// Reads a lock's text. Anything that is not what scenegen writes is an
    /// error at its line and column: a lock is never half trusted.
    public static func parse(_ file: SourceFile) throws(DiagnosticError) -> LockFile {
        var entries: [LockEntry] = []
        var seen: [String: Int] = [:]
        var problems: [Diagnostic] = []
        var sawVersion = false
        var sawEntry = false
        var header: [String: (value: String, span: SourceSpan)] = [:]
        let bytes = Array(file.text.utf8)
        var lines: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            var offset = 0
            while offset < buffer.count {
                if buffer[offset] == 10 {
                    lines.append(lineStart..<offset)
                    lineStart = offset + 1
                }
                offset += 1
            }
            lines.append(lineStart..<buffer.count)
        }
        for (index, range) in lines.enumerated() {
            let number = index + 1
            let slice = bytes[range]
            if slice.isEmpty || slice.first == UInt8(ascii: "#") { continue }
            func at(_ column: Int) -> SourceSpan { SourceSpan(path: file.path, line: number, column: column) }
            let line = String(decoding: slice, as: UTF8.self)
            if !sawVersion {
                sawVersion = true
                guard line == "version \(formatVersion)" else {
                    problems.append(
                        .error(
                            line.hasPrefix("version ")
                                ? "this lock is format `\(line)`; this scenegen reads `version \(formatVersion)`"
                                : "the lock must start with `version \(formatVersion)` after its comments",
                            at: at(1)))
                    break
                }
                continue
            }
            if let word = headerWords.first(where: { line.hasPrefix($0 + " ") }) {
                let value = String(line.dropFirst(word.count + 1))
                if sawEntry {
                    problems.append(.error("the `\(word)` line must come before the file entries", at: at(1)))
                } else if header[word] != nil {
                    problems.append(.error("`\(word)` is given twice in the lock", at: at(1)))
                } else if value.isEmpty {
                    problems.append(.error("`\(word)` needs a flavor after it", at: at(1)))
                } else {
                    header[word] = (value, at(word.count + 2))
                }
                continue
            }
            sawEntry = true
            do {
                let entry = try entry(line, bytes: slice, at: number, in: file.path)
                if let first = seen[entry.path] {
                    problems.append(.error("`\(entry.path)` is listed twice (first on line \(first))", at: at(1)))
                }
                seen[entry.path] = number
                entries.append(entry)
            } catch {
                problems += error.diagnostics
            }
        }
        if !sawVersion && problems.isEmpty {
            problems.append(
                .error(
                    "the lock has no `version \(formatVersion)` line",
                    at: SourceSpan(path: file.path, line: max(1, lines.count), column: 1)))
        }
        if header["flavor"] == nil, let specFlavor = header["spec-flavor"] {
            problems.append(.error("a `spec-flavor` line needs a `flavor` line before it", at: specFlavor.span))
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        var lock = LockFile(entries: entries, flavor: header["flavor"]?.value, specFlavor: header["spec-flavor"]?.value)
        lock.flavorSpan = header["flavor"]?.span
        return lock
    }

    /// The words of the header lines between `version 1` and the entries.
    private static let headerWords = ["flavor", "spec-flavor"]

    /// One entry line, `{"path":…,"owner":…,"sha256":…,"inputs":…[,"state":"conflict"][,"base":…]}`.
    private static func entry(_ line: String, bytes: ArraySlice<UInt8>, at number: Int, in path: String)
        throws(DiagnosticError) -> LockEntry
    {
        let value: JSONValue
        if let pairs = LockLineCodec.readLine(bytes) {
            value = .object(pairs.map { (key: $0.key, value: JSONValue.string($0.value)) })
        } else {
            value = try parseJSON(line, at: number, in: path)
        }
        return try decode(value, line: line, at: number, in: path)
    }

    /// A line the fast reader did not take, through the JSON parser: its errors at the lock's line.
    private static func parseJSON(_ line: String, at number: Int, in path: String) throws(DiagnosticError)
        -> JSONValue
    {
        do {
            return try JSONParser.parse(SourceFile(path: path, text: line))
        } catch {
            throw DiagnosticError(
                error.diagnostics.map { diagnostic in
                    var moved = diagnostic
                    moved.span?.start.line = number
                    moved.span?.end.line = number
                    return moved
                })
        }
    }

    /// The entry a line's JSON value describes, or an error at the key that is wrong.
    private static func decode(_ value: JSONValue, line: String, at number: Int, in path: String)
        throws(DiagnosticError) -> LockEntry
    {
        func column(of key: String) -> Int {
            guard let range = line.range(of: "\"\(key)\"") else { return 1 }
            return line.unicodeScalars.distance(
                from: line.unicodeScalars.startIndex,
                to: range.lowerBound.samePosition(in: line.unicodeScalars)
                    ?? line.unicodeScalars.startIndex) + 1
        }
        func fail(_ message: String, key: String? = nil) -> DiagnosticError {
            .error(message, at: SourceSpan(path: path, line: number, column: key.map(column(of:)) ?? 1))
        }
        guard case .object(let pairs) = value else { throw fail("a lock entry must be a JSON object `{\"path\": …}`") }
        var keys = Set<String>()
        if let twice = pairs.first(where: { !keys.insert($0.key).inserted }) {
            throw fail("`\(twice.key)` is given twice in a lock entry", key: twice.key)
        }
        let known: Set<String> = ["path", "owner", "orphan", "sha256", "inputs", "base", "state"]
        if let unknown = pairs.first(where: { !known.contains($0.key) }) {
            throw fail("unknown key `\(unknown.key)` in a lock entry", key: unknown.key)
        }
        func string(_ key: String) throws(DiagnosticError) -> String {
            guard let found = value[key] else { throw fail("the lock entry has no `\(key)`") }
            guard case .string(let text) = found else { throw fail("`\(key)` must be a string", key: key) }
            return text
        }
        let filePath = try string("path")
        guard !filePath.isEmpty, !filePath.hasPrefix("/"), !filePath.split(separator: "/").contains("..") else {
            throw fail("`\(filePath)` is not a path inside the project", key: "path")
        }
        guard let owner = FileOwner(rawValue: try string("owner")) else {
            throw fail("`owner` must be `generated` or `user`", key: "owner")
        }
        let sha = try string("sha256")
        let inputs = try string("inputs")
        for (key, hash) in [("sha256", sha), ("inputs", inputs)] where !isHexDigest(hash) {
            throw fail("`\(key)` must be 64 lowercase hex digits (a SHA-256)", key: key)
        }
        var base: String?
        if value["base"] != nil { base = try string("base") }
        var orphan: String?
        if value["orphan"] != nil { orphan = try string("orphan") }
        if owner == .user && base == nil {
            throw fail("a user-owned file's entry needs its `base` (the text it was generated with)")
        }
        if owner == .generated && base != nil {
            throw fail("a generated-owned file's entry has no `base`", key: "base")
        }
        var inConflict = false
        if value["state"] != nil {
            guard try string("state") == "conflict" else {
                throw fail("`state` must be `conflict` (or left out)", key: "state")
            }
            inConflict = true
        }
        return LockEntry(
            path: filePath, owner: owner, sha256: sha, inputs: inputs, base: base, inConflict: inConflict,
            orphan: orphan)
    }

    private static func isHexDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
