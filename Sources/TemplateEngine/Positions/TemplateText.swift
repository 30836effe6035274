import ScenegenCore

/// A template's file and its text as UTF-8 bytes, shared by reference by the
/// template's parser, its nodes and every `TemplateSpan` pointing into it.
///
/// It keeps no line table: a byte offset becomes a line:column only when a
/// diagnostic needs one, by counting from the start of the text, so parsing
/// computes no positions and a span costs a reference and two offsets.
final class TemplateText: Sendable {
    let file: SourceFile
    let bytes: [UInt8]

    init(_ file: SourceFile) {
        self.file = file
        bytes = Array(file.text.utf8)
    }

    /// The line:column (Unicode scalars) and scalar offset of byte `offset`.
    func position(_ offset: Int) -> SourcePosition {
        let end = min(max(0, offset), bytes.count)
        var line = 1
        var column = 1
        var scalars = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<end {
                let byte = buffer[index]
                if byte & 0xC0 == 0x80 { continue }
                scalars += 1
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }
        return SourcePosition(line: line, column: column, offset: scalars)
    }

    /// The text of bytes `start..<end` (clamped to the text), repaired like
    /// `String(decoding:as:)` if it is not whole UTF-8. Copied from a buffer
    /// pointer into the new string's storage directly: no slice retains the
    /// bytes and no collection is decoded, for the short words of a tag.
    func text(_ start: Int, _ end: Int) -> String {
        bytes.withUnsafeBufferPointer { all in
            let lower = min(max(0, start), all.count)
            let text = UnsafeBufferPointer(rebasing: all[lower..<min(max(lower, end), all.count)])
            return String(unsafeUninitializedCapacity: text.count) { buffer in
                _ = buffer.initialize(fromContentsOf: text)
                return text.count
            }
        }
    }
}
