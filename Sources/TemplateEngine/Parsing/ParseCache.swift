/// What a template repeats, built once per parse and shared by every node
/// that needs it: the compiled steps of each variable reference as written
/// (`field.name` forty times is one accessor list), and short texts (the
/// line break between two variables is one array). Sharing is safe: all of
/// it is immutable once made.
final class ParseCache {
    /// The path of each reference without a `[expression]` subscript, by its text.
    private var paths: [String: LookupPath] = [:]
    /// Texts of up to 7 bytes, keyed by their bytes and length packed in one integer.
    private var shortTexts: [UInt64: [UInt8]] = [:]

    func path(_ word: String) -> LookupPath? { paths[word] }

    func remember(_ path: LookupPath, for word: String) {
        paths[word] = path
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
