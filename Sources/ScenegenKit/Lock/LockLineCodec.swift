import ScenegenCore

/// The fast half of reading and writing scenegen.lock lines, on UTF-8 bytes: a
/// lock holds the base text of every user-owned file, megabytes in a large
/// project, and going through `JSONValue` character by character cost more than
/// generating the files. The output is the JSON `JSONWriter` writes; anything
/// `readLine` does not recognise is left to the full JSON parser, which says
/// exactly what is wrong and where.
enum LockLineCodec {
    /// `{"key":"value",...}` for `pairs`, appended to `out`.
    static func writeObject(_ pairs: [(key: String, value: String)], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (index, pair) in pairs.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.appendString(pair.key, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONWriter.appendString(pair.value, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The string pairs of a line `{"key":"value",...}` with no spaces and only
    /// simple escapes, as scenegen writes it; nil for anything else.
    static func readLine(_ bytes: ArraySlice<UInt8>) -> [(key: String, value: String)]? {
        var index = bytes.startIndex
        func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.endIndex, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        func string() -> String? {
            guard expect(34) else { return nil }
            var out: [UInt8] = []
            while index < bytes.endIndex {
                // A run with nothing to unescape is copied whole.
                var end = index
                while end < bytes.endIndex, bytes[end] != 34, bytes[end] != 92, bytes[end] >= 0x20 { end += 1 }
                if end > index {
                    out.append(contentsOf: bytes[index..<end])
                    index = end
                    continue
                }
                let byte = bytes[index]
                index += 1
                switch byte {
                case 34: return String(validating: out, as: UTF8.self)
                case 92:
                    guard index < bytes.endIndex else { return nil }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case 34, 92, 47: out.append(escaped)
                    case UInt8(ascii: "n"): out.append(10)
                    case UInt8(ascii: "r"): out.append(13)
                    case UInt8(ascii: "t"): out.append(9)
                    case UInt8(ascii: "b"): out.append(8)
                    case UInt8(ascii: "f"): out.append(12)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.endIndex,
                            let value = UInt8(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                            value < 0x80
                        else { return nil }
                        out.append(value)
                        index += 4
                    default: return nil
                    }
                case 0..<0x20: return nil
                default: out.append(byte)
                }
            }
            return nil
        }
        guard expect(UInt8(ascii: "{")) else { return nil }
        var pairs: [(key: String, value: String)] = []
        repeat {
            guard let key = string(), expect(UInt8(ascii: ":")), let value = string() else { return nil }
            pairs.append((key, value))
        } while expect(UInt8(ascii: ","))
        guard expect(UInt8(ascii: "}")), index == bytes.endIndex else { return nil }
        return pairs
    }
}
