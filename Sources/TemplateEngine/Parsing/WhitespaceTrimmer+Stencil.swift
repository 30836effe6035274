/// Stencil 0.15's trim behaviours, applied once at parse time. Stencil trims
/// a text node with regular expressions (Foundation's, ICU's rules): after a
/// tag `^[ \t]*`, `^[ \t]*\n` or `^\s+`; before a tag `[ \t]*$`, `\n[ \t]*$`
/// or `\s+$`, every match replaced. ICU's `$` also matches just before a line
/// break that ends the text, so `"a  \n"` before a tag loses its blanks and keeps
/// its break: reproduced here, as Stencil renders it.
extension WhitespaceTrimmer {
    /// The bytes of text token `index` that survive trimming.
    func keptBytes(ofTextAt index: Int) -> [UInt8] {
        let range = keptRange(ofTextAt: index)
        if stencilTrim == .nothing || range.isEmpty { return Array(bytes[range]) }
        var start = range.lowerBound
        let previous = index > 0 ? tokens[index - 1] : nil
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if let previous, previous.kind == .block, previous.trailing == .none {
            start = trimmedStart(start, range.upperBound, stencilTrim.trailing)
        }
        guard let next, next.kind == .block, next.leading == .none, start < range.upperBound,
            stencilTrim.leading != .nothing
        else { return Array(bytes[start..<range.upperBound]) }
        return keptBeforeTag(start, range.upperBound, stencilTrim.leading)
    }

    /// Where the text starts after `^[ \t]*`, `^[ \t]*\n` or `^\s+`.
    private func trimmedStart(_ start: Int, _ end: Int, _ trim: StencilTrimBehaviour.Trim) -> Int {
        var position = start
        switch trim {
        case .nothing:
            return start
        case .whitespace:
            while position < end, isBlank(bytes[position]) { position += 1 }
            return position
        case .whitespaceAndOneNewLine:
            while position < end, isBlank(bytes[position]) { position += 1 }
            return position < end && bytes[position] == UInt8(ascii: "\n") ? position + 1 : start
        case .whitespaceAndNewLines:
            while position < end, let width = spaceWidth(at: position, end) { position += width }
            return position
        }
    }

    /// The text minus every match of `[ \t]*$`, `\n[ \t]*$` or `\s+$`, matched left to right as ICU does.
    private func keptBeforeTag(_ start: Int, _ end: Int, _ trim: StencilTrimBehaviour.Trim) -> [UInt8] {
        let breakAtEnd = lineBreakWidth(endingAt: end, from: start)
        func isEnd(_ position: Int) -> Bool { position == end || (breakAtEnd > 0 && position == end - breakAtEnd) }
        var kept: [UInt8] = []
        kept.reserveCapacity(end - start)
        var position = start
        while position <= end {
            var matchEnd: Int?
            switch trim {
            case .nothing:
                break
            case .whitespace:
                var last = position
                while last < end, isBlank(bytes[last]) { last += 1 }
                matchEnd = (position...last).last(where: isEnd)
            case .whitespaceAndOneNewLine:
                if position < end, bytes[position] == UInt8(ascii: "\n") {
                    var last = position + 1
                    while last < end, isBlank(bytes[last]) { last += 1 }
                    matchEnd = (position + 1...last).last(where: isEnd)
                }
            case .whitespaceAndNewLines:
                var last = position
                var ends: [Int] = []
                while last < end, let width = spaceWidth(at: last, end) {
                    last += width
                    ends.append(last)
                }
                matchEnd = ends.last(where: isEnd)
            }
            if let matchEnd, matchEnd > position {
                position = matchEnd
                continue
            }
            if position < end { kept.append(bytes[position]) }
            position += 1
        }
        return kept
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// The width of an ICU `\s` character at `position` (Unicode's White_Space, `\v` and U+0085
    /// included), or nil.
    private func spaceWidth(at position: Int, _ end: Int) -> Int? {
        let lead = bytes[position]
        if lead < 0x80 { return (0x09...0x0D).contains(lead) || lead == 0x20 ? 1 : nil }
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard position + width <= end else { return nil }
        var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
        for offset in 1..<width { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
        guard let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace else { return nil }
        return width
    }

    /// The width of the line break (ICU's: `\n \v \f \r \r\n U+0085 U+2028 U+2029`) ending the text, or 0.
    private func lineBreakWidth(endingAt end: Int, from start: Int) -> Int {
        guard end > start else { return 0 }
        switch bytes[end - 1] {
        case 0x0A: return end - 2 >= start && bytes[end - 2] == 0x0D ? 2 : 1
        case 0x0B, 0x0C, 0x0D: return 1
        case 0x85 where end - 2 >= start && bytes[end - 2] == 0xC2: return 2
        case 0xA8, 0xA9:
            return end - 3 >= start && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80 ? 3 : 0
        default: return 0
        }
    }
}
