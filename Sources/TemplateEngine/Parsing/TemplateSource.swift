import ScenegenCore

/// A template's text as UTF-8 bytes, with the line table that turns a byte
/// offset into the line:column (Unicode scalars) diagnostics show.
struct TemplateSource {
    let file: SourceFile
    let bytes: [UInt8]
    /// Byte offset where each line starts (line 1 at index 0).
    private let lineStarts: [Int]
    /// Unicode scalars before each line start.
    private let scalarsBeforeLine: [Int]
    /// Whether each line is pure ASCII, so a column is a byte distance.
    private let lineIsASCII: [Bool]

    init(_ file: SourceFile) {
        self.file = file
        let bytes = Array(file.text.utf8)
        self.bytes = bytes
        var starts = [0]
        var scalarCounts = [0]
        var ascii: [Bool] = []
        var lineASCII = true
        var scalars = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { scalars += 1 }
            if byte >= 0x80 { lineASCII = false }
            index += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
                scalarCounts.append(scalars)
                ascii.append(lineASCII)
                lineASCII = true
            }
        }
        ascii.append(lineASCII)
        lineStarts = starts
        scalarsBeforeLine = scalarCounts
        lineIsASCII = ascii
    }

    var path: String { file.path }

    /// The position of byte `offset`.
    func position(_ offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let end = min(offset, bytes.count)
        var column = 1
        if lineIsASCII[low] {
            column += max(0, end - lineStarts[low])
        } else {
            var index = lineStarts[low]
            while index < end {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return SourcePosition(line: low + 1, column: column, offset: scalarsBeforeLine[low] + column - 1)
    }

    /// The span of bytes `start..<end`.
    func span(_ start: Int, _ end: Int) -> SourceSpan {
        SourceSpan(path: file.path, start: position(start), end: position(max(start, end)))
    }

    /// The text of bytes `start..<end`.
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
