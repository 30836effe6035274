/// What a template repeats, built once per parse and shared by every node
/// that needs it: the compiled steps of each variable reference as written
/// (`field.name` forty times is one accessor list), and short texts (the
/// line break between two variables is one array). Sharing is safe: all of
/// it is immutable once made.
final class ParseCache {
    /// The path of each reference without a `[expression]` subscript, by its
    /// text: an open-addressing table hashed with FNV-1a, several times
    /// cheaper than `Dictionary`'s SipHash for words this short.
    private var pathWords: [String?] = Array(repeating: nil, count: 64)
    private var pathValues: [LookupPath?] = Array(repeating: nil, count: 64)
    private var pathCount = 0
    /// Texts of up to 7 bytes, keyed by their bytes and length packed in one integer.
    private var shortTexts: [UInt64: [UInt8]] = [:]

    func path(_ word: String) -> LookupPath? {
        let mask = pathWords.count - 1
        var slot = Self.hash(word) & mask
        while let known = pathWords[slot] {
            if known == word { return pathValues[slot] }
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
        func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash ^ hash >> 29)
        }
        return word.utf8.withContiguousStorageIfAvailable(fnv) ?? Array(word.utf8).withUnsafeBufferPointer(fnv)
    }

    /// `bytes`, or the array already made for the same short text.
    func text(_ bytes: [UInt8]) -> [UInt8] {
        bytes.count <= 7 ? text(bytes[...]) : bytes
    }

    /// `bytes` as an array, the same array for the same short text.
    func text(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard bytes.count <= 7 else { return Array(bytes) }
        var key = UInt64(bytes.count) << 56
        var shift: UInt64 = 0
        for byte in bytes {
            key |= UInt64(byte) << shift
            shift += 8
        }
        if let shared = shortTexts[key] { return shared }
        let made = Array(bytes)
        shortTexts[key] = made
        return made
    }
}
