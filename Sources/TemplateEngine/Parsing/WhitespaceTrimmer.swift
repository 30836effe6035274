/// Decides, once at parse time, what is left of each text token after
/// whitespace control, so rendering never trims anything.
///
/// Stencil's rules: `-%}` removes all whitespace (newlines included) at the
/// start of the following text, `{%-` at the end of the preceding text.
///
/// Line trimming (`--trim-blocks`, a flavor's `trimBlocks`): a line that holds
/// only tags and comments (and blanks) leaves no line in the output: its
/// indentation, the blanks between its tags and its line break go. That is
/// what Jinja2's `trim_blocks` + `lstrip_blocks` do for such lines; unlike
/// Jinja2, a tag that shares its line with text or a `{{ }}` changes nothing,
/// so `{{ x }}{% if more %},{% endif %}` keeps its line break. `+` on a side
/// (`{%+`, `+%}`) keeps that side's blanks and break.
struct WhitespaceTrimmer {
    let bytes: [UInt8]
    let tokens: [TemplateToken]
    let trimBlocks: Bool
    /// Stencil's trim behaviour for the sides of block tags without a marker.
    var stencilTrim = StencilTrimBehaviour.nothing
    /// For each token, whether it is a tag or comment on a line of only tags, comments and blanks.
    private let standsAlone: [Bool]

    init(bytes: [UInt8], tokens: [TemplateToken], trimBlocks: Bool) {
        self.bytes = bytes
        self.tokens = tokens
        self.trimBlocks = trimBlocks
        standsAlone = trimBlocks ? Self.lineStanding(bytes: bytes, tokens: tokens) : []
    }

    /// Marks the tags and comments whose line holds nothing else but blanks.
    private static func lineStanding(bytes: [UInt8], tokens: [TemplateToken]) -> [Bool] {
        var result = [Bool](repeating: false, count: tokens.count)
        var lineTokens: [Int] = []
        var lineIsBare = true
        func closeLine() {
            if lineIsBare { for index in lineTokens { result[index] = true } }
            lineTokens.removeAll(keepingCapacity: true)
            lineIsBare = true
        }
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .block, .comment:
                lineTokens.append(index)
            case .variable:
                lineIsBare = false
            case .text:
                for position in token.start..<token.end {
                    switch bytes[position] {
                    case UInt8(ascii: "\n"): closeLine()
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
                    default: lineIsBare = false
                    }
                }
            }
        }
        closeLine()
        return result
    }

    private func isStandingTag(_ index: Int) -> Bool {
        let kind = tokens[index].kind
        return (kind == .block || kind == .comment) && standsAlone[index]
    }

    /// The byte range of text token `index` that survives trimming.
    func keptRange(ofTextAt index: Int) -> Range<Int> {
        let token = tokens[index]
        var start = token.start
        var end = token.end
        let previous = index > 0 ? tokens[index - 1] : nil
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil

        if trimBlocks, next != nil, isStandingTag(index + 1), let next, next.leading != .keep {
            // The blanks before a tag that stands alone: its indentation, or the gap after another tag.
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        }
        if trimBlocks, previous != nil, isStandingTag(index - 1), let previous, previous.trailing != .keep {
            // The blanks after it and the line break that ends its line.
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
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
