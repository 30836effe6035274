/// The case filters (`capitalize`, `uppercase`, `lowercase`) as data, so an
/// output ending in one writes the changed bytes straight into the render's
/// output instead of building a new string first.
enum TextCase: UInt64, Sendable {
    case capitalize
    case uppercase
    case lowercase

    /// The filter's transform of a whole string.
    func apply(_ text: String) -> String {
        switch self {
        case .capitalize: return StringTransforms.capitalized(text)
        case .uppercase: return StringTransforms.uppercased(text)
        case .lowercase: return StringTransforms.lowercased(text)
        }
    }

    /// Appends `text` changed by each of `cases` in turn (see the bytes' version).
    /// Consumed, so its bytes are lent from the caller's copy with no retain around the lending.
    @inline(__always)
    static func append(_ text: consuming String, changedBy cases: TextCaseList, to out: inout OutputBuffer) {
        text.withUTF8 { append($0, changedBy: cases, to: &out) }
    }

    /// Appends `bytes` (UTF-8 text) changed by each of `cases` in turn, exactly
    /// as applying the filters one after another to the text would print it.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, changedBy cases: TextCaseList, to out: inout OutputBuffer) {
        guard isASCII(bytes) else {
            var text = String(decoding: bytes, as: UTF8.self)
            for textCase in cases { text = textCase.apply(text) }
            out.append(text)
            return
        }
        out.appendASCII(bytes) { written in
            for textCase in cases { textCase.changeASCII(written) }
        }
    }

    /// Whether every byte is below 0x80, tested eight at a time.
    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var seen: UInt64 = 0
        var index = 0
        while index + 8 <= bytes.count {
            seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            seen |= UInt64(bytes[index])
            index += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }

    /// Changes ASCII bytes in place, as `StringTransforms` does for ASCII text.
    private func changeASCII(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        switch self {
        case .uppercase:
            for index in bytes.indices where bytes[index] >= 0x61 && bytes[index] <= 0x7A { bytes[index] -= 0x20 }
        case .lowercase:
            for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] += 0x20 }
        case .capitalize:
            StringTransforms.capitalizeASCII(bytes)
        }
    }
}
