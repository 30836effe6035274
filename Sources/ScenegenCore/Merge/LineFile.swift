/// A text cut into lines as `git merge-file` sees it: bytes, each line with its
/// `\n` (the last one may lack it), compared byte for byte (so `\r\n` and `\n`
/// differ, and two spellings of `é` differ, unlike `String` equality).
struct LineFile {
    /// The UTF-8 bytes of the whole text.
    let bytes: [UInt8]
    /// Each line's byte range in `bytes`, terminator included.
    let lines: [Range<Int>]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<(index + 1))
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        self.lines = lines
    }

    /// The number of lines.
    var count: Int { lines.count }

    /// The bytes of line `index`, terminator included.
    func line(_ index: Int) -> ArraySlice<UInt8> {
        bytes[lines[index]]
    }

    /// Lines `range`, as the slices a diff compares.
    func lines(_ range: Range<Int>) -> [ArraySlice<UInt8>] {
        range.map(line)
    }

    /// Whether line `index` ends in `\r\n` (xdiff's `is_eol_crlf`): 1 yes, 0 no,
    /// -1 when it cannot be told (an empty text, or a single line with no end).
    /// The last line without an end takes the line before it.
    func endsInCRLF(_ index: Int) -> Int {
        func crlf(_ line: Int) -> Int {
            let range = lines[line]
            return range.count > 1 && bytes[range.upperBound - 2] == UInt8(ascii: "\r") ? 1 : 0
        }
        if index < count - 1 { return crlf(index) }
        if count == 0 { return -1 }
        let range = lines[index]
        if !range.isEmpty, bytes[range.upperBound - 1] == UInt8(ascii: "\n") { return crlf(index) }
        if index == 0 { return -1 }
        return crlf(index - 1)
    }
}
