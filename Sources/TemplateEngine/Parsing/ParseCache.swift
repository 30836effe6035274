/// What a template repeats, built once per parse and shared by every node
/// that needs it: the compiled steps of each variable reference as written
/// (`field.name` forty times is one accessor list). Sharing is safe: all of
/// it is immutable once made. (Text needs no sharing: text nodes are runs
/// of the parse's `TemplateTextArena`.)
final class ParseCache {
    /// The path of each reference without a `[expression]` subscript, by its
    /// text: an open-addressing table hashed with FNV-1a, several times
    /// cheaper than `Dictionary`'s SipHash for words this short.
    ///
    /// Unchecked exclusivity: a cache belongs to one parse on one thread, and
    /// `path` and `remember` call nothing that could reach it again, so no two
    /// accesses overlap. The runtime checks of a class's `var`s (about 200 a
    /// parse of the bench template) cost it about 16,700 instructions.
    @exclusivity(unchecked) private var pathWords: [String?] = Array(repeating: nil, count: 64)
    @exclusivity(unchecked) private var pathValues: [LookupPath?] = Array(repeating: nil, count: 64)
    @exclusivity(unchecked) private var pathCount = 0

    func path(_ word: String) -> LookupPath? {
        let mask = pathWords.count - 1
        var slot = Self.hash(word) & mask
        while let known = pathWords[slot] {
            if known == word { return pathValues[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The path of the word whose UTF-8 is `bytes`, read where they lie: no string is made.
    func path(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> LookupPath? {
        let mask = pathWords.count - 1
        var slot = Self.fnv(bytes) & mask
        while let known = pathWords[slot] {
            if Self.spells(known, bytes) { return pathValues[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    func remember(_ path: LookupPath, for word: String) {
        if (pathCount + 1) * 2 > pathWords.count { growPaths() }
        let mask = pathWords.count - 1
        var slot = Self.hash(word) & mask
        while let known = pathWords[slot] {
            if known == word {
                pathValues[slot] = path
                return
            }
            slot = (slot + 1) & mask
        }
        pathWords[slot] = word
        pathValues[slot] = path
        pathCount += 1
    }

    private func growPaths() {
        let words = pathWords
        let values = pathValues
        pathWords = Array(repeating: nil, count: words.count * 2)
        pathValues = Array(repeating: nil, count: words.count * 2)
        pathCount = 0
        for (word, value) in zip(words, values) {
            if let word, let value { remember(value, for: word) }
        }
    }

    private static func hash(_ word: String) -> Int {
        word.utf8.withContiguousStorageIfAvailable(fnv) ?? Array(word.utf8).withUnsafeBufferPointer(fnv)
    }

    private static func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ hash >> 29)
    }

    /// Whether `word`'s UTF-8 is `bytes`.
    private static func spells(_ word: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.count == bytes.count else { return false }
            for index in 0..<utf8.count where utf8[index] != bytes[index] { return false }
            return true
        } ?? word.utf8.elementsEqual(bytes)
    }
}
