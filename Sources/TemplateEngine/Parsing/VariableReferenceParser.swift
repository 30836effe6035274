import ScenegenCore

/// Turns one word of an expression into an operand, with Stencil's order:
/// a range `a...b`, an integer, a number, `true`/`false`, else a lookup
/// path such as `scene.fields[0].name` or `item[key]`.
struct VariableReferenceParser {
    let source: TemplateSource

    /// How deeply subscripts may nest: `a[b[c]]` is 2.
    static let maximumSubscriptDepth = 32

    /// The operand `word` means; `word` is the template's text at byte
    /// `start` (a word the lexer cut, or a part of one).
    func operand(_ word: String, start: Int, depth: Int = 0) throws(TemplateError) -> Operand {
        let end = start + word.utf8.count
        guard depth <= Self.maximumSubscriptDepth else {
            throw TemplateError(
                "subscripts nest deeper than \(Self.maximumSubscriptDepth) levels", at: source.span(start, end))
        }
        // A reference already compiled in this parse is neither a range nor a literal.
        if let known = source.cache.path(word) { return .lookup(VariableLookup(path: known, start: start, end: end)) }
        let span = source.span(start, end)
        if let rangeOperand = try range(word, start: start, span: span) { return rangeOperand }
        if let literal = Self.literal(word) { return .literal(literal) }
        return .lookup(try lookup(word, start: start, span: span, depth: depth))
    }

    /// An integer, a decimal number or a boolean written in the template.
    static func literal(_ word: String) -> TemplateValue? {
        if let whole = Int(word) { return .int(whole) }
        if let first = word.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39),
            word.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }), let number = Double(word)
        {
            return .double(number)
        }
        if word == "true" { return .bool(true) }
        if word == "false" { return .bool(false) }
        return nil
    }

    private func range(_ word: String, start: Int, span: TemplateSpan) throws(TemplateError) -> Operand? {
        // Most words hold no `...`: skip the byte copy for them.
        guard Self.containsEllipsis(word) else { return nil }
        let bytes = Array(word.utf8)
        var dots: Int?
        var index = 0
        var depth = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "[") { depth += 1 }
            if bytes[index] == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0, bytes[index] == UInt8(ascii: "."), bytes[index + 1] == UInt8(ascii: "."),
                bytes[index + 2] == UInt8(ascii: ".")
            {
                dots = index
                break
            }
            index += 1
        }
        guard let dots else { return nil }
        let lower = String(decoding: bytes[0..<dots], as: UTF8.self)
        let upper = String(decoding: bytes[(dots + 3)...], as: UTF8.self)
        guard !lower.isEmpty, !upper.isEmpty else {
            throw TemplateError("a range needs both ends: `from...to`", at: span)
        }
        let lowerOperand = try operand(lower, start: start)
        let upperOperand = try operand(upper, start: start + dots + 3)
        func value(_ operand: Operand, _ text: String, _ offset: Int) -> ValueExpression {
            ValueExpression(
                operand: operand, filters: [], span: source.span(offset, offset + text.utf8.count), hasDefault: false)
        }
        return .range(value(lowerOperand, lower, start), value(upperOperand, upper, start + dots + 3), span)
    }

    /// Whether `word` holds three dots in a row, read from its UTF-8 storage in place.
    private static func containsEllipsis(_ word: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var dotRun = 0
            for byte in bytes {
                dotRun = byte == UInt8(ascii: ".") ? dotRun + 1 : 0
                if dotRun == 3 { return true }
            }
            return false
        }
        return word.utf8.withContiguousStorageIfAvailable(scan) ?? Array(word.utf8).withUnsafeBufferPointer(scan)
    }

    /// `a.b[c].d` as a head name and accessors.
    private func lookup(_ word: String, start: Int, span: TemplateSpan, depth: Int) throws(TemplateError)
        -> VariableLookup
    {
        // `word` is normally the template's text at byte `start` (see `operand`): its
        // bytes are read there in place, not copied out of the string.
        let count = word.utf8.count
        let template = source.bytes
        let inPlace = start >= 0 && start + count <= template.count ? template[start..<(start + count)] : nil
        // Compared, not assumed: a word that is not the template's text at `start` would
        // otherwise be read as another name. Comparing allocates nothing; copying did.
        let bytes = inPlace.flatMap { Self.spells($0, word) ? $0 : nil } ?? ArraySlice(word.utf8)
        return try bytes.withUnsafeBufferPointer { (bytes) throws(TemplateError) -> VariableLookup in
            try lookup(word, bytes: bytes, start: start, span: span, depth: depth)
        }
    }

    /// Whether `bytes` are `word`'s UTF-8, compared through buffer pointers
    /// (the generic `elementsEqual` of a slice and a UTF-8 view was a tenth of a parse).
    private static func spells(_ bytes: ArraySlice<UInt8>, _ word: String) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            word.utf8.withContiguousStorageIfAvailable { utf8 in
                guard bytes.count == utf8.count else { return false }
                for index in 0..<bytes.count where bytes[index] != utf8[index] { return false }
                return true
            } ?? bytes.elementsEqual(word.utf8)
        }
    }

    /// The lookup `word` spells, read from `bytes`, its UTF-8.
    private func lookup(
        _ word: String, bytes: UnsafeBufferPointer<UInt8>, start: Int, span: TemplateSpan, depth: Int
    ) throws(TemplateError) -> VariableLookup {
        var head: String?
        // The `.name` steps, made at their count (a step starts at each `.` or `[`), and every
        // accessor instead once one is a `[expression]`.
        var members: [MemberAccessor] = []
        members.reserveCapacity(bytes.reduce(0) { $1 == UInt8(ascii: ".") || $1 == UInt8(ascii: "[") ? $0 + 1 : $0 })
        var subscripted: [LookupAccessor]?
        var index = 0
        var segmentStart = 0
        var afterSubscript = false

        func fail(_ message: String, at offset: Int) -> TemplateError {
            TemplateError(message, at: source.span(start + offset, start + offset + 1))
        }
        func add(_ accessor: LookupAccessor) {
            if subscripted != nil {
                subscripted?.append(accessor)
            } else if case .member(let member) = accessor {
                members.append(member)
            } else {
                subscripted = members.map(LookupAccessor.member) + [accessor]
            }
        }
        func addMember(_ name: String) {
            if head == nil && members.isEmpty && subscripted == nil {
                head = name
            } else {
                add(.member(MemberAccessor(name)))
            }
        }

        while index <= bytes.count {
            let byte: UInt8? = index < bytes.count ? bytes[index] : nil
            switch byte {
            case UInt8(ascii: "."), nil:
                if afterSubscript {
                    afterSubscript = false
                    if byte == nil { break }
                    if index + 1 >= bytes.count || bytes[index + 1] == UInt8(ascii: ".") {
                        throw fail("unexpected `.` in `\(word)`: expected a name after it", at: index)
                    }
                } else {
                    guard index > segmentStart else {
                        throw fail(
                            byte == nil ? "unexpected `.` at the end of `\(word)`" : "unexpected `.` in `\(word)`",
                            at: max(0, index - (byte == nil ? 1 : 0)))
                    }
                    addMember(String(decoding: bytes[segmentStart..<index], as: UTF8.self))
                }
                segmentStart = index + 1
            case UInt8(ascii: "["):
                if !afterSubscript {
                    guard index > segmentStart else {
                        throw fail("unexpected `[` in `\(word)`: subscript what?", at: index)
                    }
                    addMember(String(decoding: bytes[segmentStart..<index], as: UTF8.self))
                }
                var bracketDepth = 1
                var close = index + 1
                while close < bytes.count {
                    if bytes[close] == UInt8(ascii: "[") { bracketDepth += 1 }
                    if bytes[close] == UInt8(ascii: "]") {
                        bracketDepth -= 1
                        if bracketDepth == 0 { break }
                    }
                    close += 1
                }
                guard close < bytes.count else { throw fail("unbalanced `[` in `\(word)`: expected `]`", at: index) }
                let inner = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                add(try subscriptAccessor(inner, start: start + index + 1, word: word, depth: depth + 1))
                index = close
                afterSubscript = true
                segmentStart = close + 1
            case UInt8(ascii: "]"):
                throw fail("unbalanced `]` in `\(word)`", at: index)
            default:
                if afterSubscript { throw fail("expected `.` or `[` after `]` in `\(word)`", at: index) }
            }
            index += 1
        }
        guard let head else { throw TemplateError("expected a variable name", at: span) }
        let path: LookupPath
        if let subscripted {
            path = LookupPath(head: head, accessors: subscripted, text: source.storage)
        } else {
            // No `[expression]`: every reference written alike shares it.
            path = LookupPath(head: head, members: members, text: source.storage)
            source.cache.remember(path, for: word)
        }
        return VariableLookup(path: path, start: span.startByte, end: span.endByte)
    }

    private func subscriptAccessor(_ inner: String, start: Int, word: String, depth: Int) throws(TemplateError)
        -> LookupAccessor
    {
        guard !inner.isEmpty else {
            throw TemplateError("empty subscript `[]` in `\(word)`", at: source.span(start - 1, start + 1))
        }
        if inner.count >= 2, let first = inner.first, first == "\"" || first == "'", inner.last == first {
            return .member(MemberAccessor(String(inner.dropFirst().dropLast())))
        }
        let operand = try operand(inner, start: start, depth: depth)
        if case .literal(let value) = operand {
            return .member(MemberAccessor(value.renderedText))
        }
        return .dynamic(operand)
    }
}
