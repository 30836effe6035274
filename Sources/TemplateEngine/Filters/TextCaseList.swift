/// The case filters at the end of an output, in order, packed two bits each in
/// one integer: plain data, so an output tail holding them needs no array (no
/// allocation to parse it, no reference to count each time it prints).
struct TextCaseList: Sequence, Sendable {
    private var packed: UInt64 = 0
    /// How many cases it holds.
    private(set) var count = 0

    /// How many cases fit.
    static let capacity = UInt64.bitWidth / 2

    var isEmpty: Bool { count == 0 }

    /// Puts `textCase` before the others (a tail is collected from its last filter back);
    /// false, changing nothing, when the list is full.
    mutating func prepend(_ textCase: TextCase) -> Bool {
        guard count < Self.capacity else { return false }
        packed = packed << 2 | textCase.rawValue
        count += 1
        return true
    }

    func makeIterator() -> Iterator {
        Iterator(packed: packed, remaining: count)
    }

    /// The cases in order, first first.
    struct Iterator: IteratorProtocol {
        var packed: UInt64
        var remaining: Int

        mutating func next() -> TextCase? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let bits = packed & 3
            packed >>= 2
            switch bits {
            case TextCase.capitalize.rawValue: return .capitalize
            case TextCase.uppercase.rawValue: return .uppercase
            default: return .lowercase
            }
        }
    }
}
