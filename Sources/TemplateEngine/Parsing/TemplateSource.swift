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
    /// The line of the last position asked for: the parser asks in source
    /// order, so the next answer is nearly always that line or the next.
    private let lastLine = LineHint()

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
        let low = line(of: offset)
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

    /// The 0-based line holding byte `offset`: the hinted line or the one
    /// after it when it is either, else a binary search (a 10 MB template
    /// asks for millions of positions).
    private func line(of offset: Int) -> Int {
        var candidate = lastLine.value
        if candidate < lineStarts.count, lineStarts[candidate] <= offset {
            if candidate + 1 < lineStarts.count, lineStarts[candidate + 1] <= offset { candidate += 1 }
            if candidate + 1 == lineStarts.count || offset < lineStarts[candidate + 1] {
                lastLine.value = candidate
                return candidate
            }
        }
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        lastLine.value = low
        return low
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

/// A line number a `TemplateSource` remembers between calls (a class, so
/// the source stays a value its many parsers share without copying tables).
private final class LineHint {
    var value = 0
}
