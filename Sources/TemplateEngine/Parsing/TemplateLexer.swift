import Foundation

/// Cuts a template into text, `{{ variable }}`, `{% tag %}` and `{# comment #}`
/// tokens as Stencil's lexer does: a token starts at `{` followed by `{`, `%`
/// or `#` and ends at the first matching `}}`, `%}` or `#}`.
struct TemplateLexer {
    let source: TemplateSource

    func tokenize() throws(TemplateError) -> [TemplateToken] {
        let bytes = source.bytes
        guard bytes.count < Int(UInt32.max) else {
            // Tokens and spans keep 32-bit offsets; files scenegen reads are at most 16 MB.
            throw TemplateError("the template is larger than 4 GB", at: source.span(0, 0))
        }
        var tokens: [TemplateToken] = []
        tokens.reserveCapacity(bytes.count / 16)
        // Read through a buffer pointer: no bounds check per byte of text.
        return try bytes.withUnsafeBufferPointer { (bytes) throws(TemplateError) -> [TemplateToken] in
            var textStart = 0
            var index = 0
            let count = bytes.count
            while index + 1 < count {
                guard bytes[index] == UInt8(ascii: "{") else {
                    // Skip to the next `{` with memchr: most of a template is text.
                    guard let base = bytes.baseAddress,
                        let found = memchr(base + index + 1, Int32(UInt8(ascii: "{")), count - index - 1)
                    else { break }
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    continue
                }
                let opener = bytes[index + 1]
                let kind: TemplateToken.Kind
                let closer: UInt8
                switch opener {
                case UInt8(ascii: "{"):
                    kind = .variable
                    closer = UInt8(ascii: "}")
                case UInt8(ascii: "%"):
                    kind = .block
                    closer = UInt8(ascii: "%")
                case UInt8(ascii: "#"):
                    kind = .comment
                    closer = UInt8(ascii: "#")
                default:
                    index += 1
                    continue
                }
                if textStart < index {
                    tokens.append(
                        TemplateToken(
                            kind: .text, start: textStart, end: index, contentStart: textStart,
                            contentEnd: index, leading: .none, trailing: .none))
                }
                var close = index + 2
                while close + 1 < count, !(bytes[close] == closer && bytes[close + 1] == UInt8(ascii: "}")) {
                    // The next `}` is at or after the closer's `}`: jump to one byte before it.
                    guard let base = bytes.baseAddress,
                        let brace = memchr(base + close + 1, Int32(UInt8(ascii: "}")), count - close - 1)
                    else {
                        close = count
                        break
                    }
                    close = max(close + 1, base.distance(to: brace.assumingMemoryBound(to: UInt8.self)) - 1)
                }
                guard close + 1 < count else {
                    let expected = kind == .variable ? "}}" : kind == .block ? "%}" : "#}"
                    let name = kind == .variable ? "variable" : kind == .block ? "tag" : "comment"
                    throw TemplateError(
                        "unclosed \(name): expected `\(expected)` before the end of the template",
                        at: source.span(index, index + 2))
                }
                var contentStart = index + 2
                var contentEnd = close
                var leading = TemplateToken.Marker.none
                var trailing = TemplateToken.Marker.none
                if kind == .block {
                    if contentStart < contentEnd { leading = marker(bytes[contentStart]) }
                    if leading != .none { contentStart += 1 }
                    if contentStart < contentEnd { trailing = marker(bytes[contentEnd - 1]) }
                    if trailing != .none { contentEnd -= 1 }
                }
                tokens.append(
                    TemplateToken(
                        kind: kind, start: index, end: close + 2, contentStart: contentStart,
                        contentEnd: contentEnd, leading: leading, trailing: trailing))
                index = close + 2
                textStart = index
            }
            if textStart < count {
                tokens.append(
                    TemplateToken(
                        kind: .text, start: textStart, end: count, contentStart: textStart,
                        contentEnd: count, leading: .none, trailing: .none))
            }
            return tokens
        }
    }

    private func marker(_ byte: UInt8) -> TemplateToken.Marker {
        switch byte {
        case UInt8(ascii: "-"): return .trim
        case UInt8(ascii: "+"): return .keep
        default: return .none
        }
    }
}
