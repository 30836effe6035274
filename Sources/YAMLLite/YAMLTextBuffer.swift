/// Collects the characters of a scalar as UTF-8 bytes: several times faster
/// than appending slices to a `String.UnicodeScalarView`, which matters for
/// the 5 MB benchmark.
struct YAMLTextBuffer {
    private var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    mutating func append(contentsOf scalars: ArraySlice<Unicode.Scalar>) {
        for scalar in scalars { append(scalar) }
    }

    mutating func append(contentsOf other: YAMLTextBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// The text collected so far.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
