/// Decides, once at parse time, what is left of each text token after
/// whitespace control, so rendering never trims anything.
///
/// Stencil's rules: `-%}` removes all whitespace (newlines included) at the
/// start of the following text, `{%-` at the end of the preceding text.
/// Line trimming (Jinja2's `trim_blocks` + `lstrip_blocks`) also removes the
/// first newline after a tag or comment, and the blanks before a tag or
/// comment that starts its line; `+` on that side keeps them.
struct WhitespaceTrimmer {
    let bytes: [UInt8]
    let tokens: [TemplateToken]
    let trimBlocks: Bool

    /// The byte range of text token `index` that survives trimming.
    func keptRange(ofTextAt index: Int) -> Range<Int> {
        let token = tokens[index]
        var start = token.start
        var end = token.end
        let previous = index > 0 ? tokens[index - 1] : nil
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil

        if trimBlocks, let next, next.kind == .block || next.kind == .comment, next.leading != .keep {
            var cut = end
            while cut > start, bytes[cut - 1] == UInt8(ascii: " ") || bytes[cut - 1] == UInt8(ascii: "\t") { cut -= 1 }
            let atLineStart = cut == start ? index == 0 : bytes[cut - 1] == UInt8(ascii: "\n")
            if atLineStart { end = cut }
        }
        if trimBlocks, let previous, previous.kind == .block || previous.kind == .comment, previous.trailing != .keep {
            if start < end, bytes[start] == UInt8(ascii: "\n") {
                start += 1
            } else if start + 1 < end, bytes[start] == UInt8(ascii: "\r"), bytes[start + 1] == UInt8(ascii: "\n") {
                start += 2
            }
        }
        if let previous, previous.kind == .block, previous.trailing == .trim {
            while start < end, let width = whitespaceWidth(at: start) { start += width }
        }
        if let next, next.kind == .block, next.leading == .trim {
            while end > start, let width = whitespaceWidth(endingAt: end, from: start) { end -= width }
        }
        return start..<max(start, end)
    }

    /// The byte width of the whitespace character starting at `index` (regex `\s`), or nil.
    private func whitespaceWidth(at index: Int) -> Int? {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return 1
        case 0xC2 where index + 1 < bytes.count && (bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0): return 2
        default: return nil
        }
    }

    /// The byte width of the whitespace character ending just before `end`, or nil.
    private func whitespaceWidth(endingAt end: Int, from start: Int) -> Int? {
        switch bytes[end - 1] {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return 1
        case 0x85 where end - 2 >= start && bytes[end - 2] == 0xC2,
            0xA0 where end - 2 >= start && bytes[end - 2] == 0xC2:
            return 2
        default: return nil
        }
    }
}
