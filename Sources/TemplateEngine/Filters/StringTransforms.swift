/// The text transforms behind the built-in filters, written without
/// Foundation's regular expressions so they cost nothing to set up.
enum StringTransforms {
    /// Foundation's `capitalized` as it behaves on Linux: a letter after a
    /// non-letter (other than an apostrophe) is upper-cased, other letters lower-cased.
    static func capitalized(_ text: String) -> String {
        if let ascii = capitalizedASCII(text) { return ascii }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousIsLetter = false
        var previousIsApostrophe = false
        for character in text {
            if character.isLetter {
                if previousIsLetter || previousIsApostrophe {
                    out += character.lowercased()
                } else {
                    out += character.uppercased()
                }
                previousIsLetter = true
                previousIsApostrophe = false
            } else {
                out.append(character)
                previousIsApostrophe = character == "'" || character == "\u{2019}"
                previousIsLetter = false
            }
        }
        return out
    }

    /// `capitalized` for pure ASCII text, byte by byte; nil when the text is not ASCII.
    private static func capitalizedASCII(_ text: String) -> String? {
        mapASCII(text, capitalizeASCII)
    }

    /// `capitalized` of ASCII bytes, in place: a letter after a letter or an
    /// apostrophe is lower-cased, any other letter upper-cased.
    static func capitalizeASCII(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        var previousIsLetter = false
        var previousIsApostrophe = false
        for index in bytes.indices {
            let byte = bytes[index]
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLower = byte >= 0x61 && byte <= 0x7A
            if isUpper || isLower {
                let wantsUpper = !(previousIsLetter || previousIsApostrophe)
                if wantsUpper && isLower { bytes[index] = byte - 0x20 }
                if !wantsUpper && isUpper { bytes[index] = byte + 0x20 }
                previousIsLetter = true
                previousIsApostrophe = false
            } else {
                previousIsLetter = false
                previousIsApostrophe = byte == UInt8(ascii: "'")
            }
        }
    }

    /// Upper-cases text; ASCII text byte by byte into one new string.
    static func uppercased(_ text: String) -> String {
        mapASCII(text) { bytes in
            for index in bytes.indices where bytes[index] >= 0x61 && bytes[index] <= 0x7A { bytes[index] -= 0x20 }
        } ?? text.uppercased()
    }

    /// Lower-cases text; ASCII text byte by byte into one new string.
    static func lowercased(_ text: String) -> String {
        mapASCII(text) { bytes in
            for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] += 0x20 }
        } ?? text.lowercased()
    }

    /// `text`'s bytes rewritten in place by `transform` into one new string (short
    /// ones allocate nothing); nil when the text is not ASCII.
    @inline(__always)
    private static func mapASCII(_ text: String, _ transform: (UnsafeMutableBufferPointer<UInt8>) -> Void)
        -> String?
    {
        var text = text
        return text.withUTF8 { source -> String? in
            for byte in source where byte >= 0x80 { return nil }
            return String(unsafeUninitializedCapacity: source.count) { buffer in
                guard let base = buffer.baseAddress, let from = source.baseAddress else { return 0 }
                base.initialize(from: from, count: source.count)
                transform(UnsafeMutableBufferPointer(start: base, count: source.count))
                return source.count
            }
        }
    }

    /// `components(separatedBy:)`: an empty separator leaves the text whole. As
    /// Foundation's search does, a separator followed by a combining mark or
    /// variation selector (which joins its last character) is not a match.
    static func split(_ text: String, separator: String) -> [String] {
        var parts: [String] = []
        forEachPart(of: text, separatedBy: separator) { parts.append(String(decoding: $0, as: UTF8.self)) }
        return parts
    }

    /// Runs `body` on the UTF-8 bytes of each part `split` makes, in order, without making strings.
    static func forEachPart(
        of text: consuming String, separatedBy separator: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard !separator.isEmpty else {
            text.withUTF8(body)
            return
        }
        var separator = separator
        text.withUTF8 { bytes in
            separator.withUTF8 { needle in
                var start = 0
                var index = 0
                let first = needle[0]
                while index + needle.count <= bytes.count {
                    if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }),
                        !extendsCharacter(bytes, at: index + needle.count)
                    {
                        body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        index += needle.count
                        start = index
                    } else {
                        index += 1
                    }
                }
                body(UnsafeBufferPointer(rebasing: bytes[start...]))
            }
        }
    }

    /// Whether the scalar starting at `index` joins the character before it
    /// (a combining mark, variation selector, emoji modifier or joiner).
    private static func extendsCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < bytes.count, bytes[index] >= 0x80 else { return false }
        let lead = bytes[index]
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + width <= bytes.count else { return false }
        var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
        for offset in 1..<width { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.isEmojiModifier || value == 0x200D
            || properties.generalCategory == .spacingMark
    }

    /// Stencil's `indent`: every line but the first gets `indentation` (the
    /// first too when asked); empty lines stay empty.
    static func indent(_ text: String, with indentation: String, first: Bool) -> String {
        guard !indentation.isEmpty else { return text }
        var out = first ? indentation : ""
        var atLineStart = false
        for character in text {
            if atLineStart, character != "\n" { out += indentation }
            out.append(character)
            atLineStart = character == "\n"
        }
        return out
    }

    /// The first character lower-cased.
    static func lowerFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// The first Unicode scalar upper-cased.
    static func upperFirstLetter(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

    /// Leading capitals lower-cased, keeping the one that starts the next word:
    /// `PeoplePicker` → `peoplePicker`, `URLChooser` → `urlChooser`.
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        var end = 0
        while end < scalars.count, scalars[end].properties.isUppercase { end += 1 }
        if end > 1, end < scalars.count, scalars[end].properties.isLowercase { end -= 1 }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[0..<end])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    /// StencilSwiftKit's `camelToSnakeCase`.
    static func camelToSnakeCase(_ text: String, lowercase: Bool) -> String {
        let snake = snakeCase(text)
        return lowercase ? snake.lowercased() : snake
    }

    /// StencilSwiftKit's `snakeToCamelCase`: words upper-cased at their first
    /// letter and joined; text without lower-case letters is snake-cased first.
    static func snakeToCamelCase(_ text: String, stripLeading: Bool) -> String {
        let body: String
        if text.utf8.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            body = split(text, separator: "_").map(upperFirstLetter).joined()
        } else {
            body = split(snakeCase(text), separator: "_").map(capitalized).joined()
        }
        if stripLeading { return body }
        let underscores = text.unicodeScalars.prefix { $0 == "_" }.count
        return String(repeating: "_", count: underscores) + body
    }

    /// Every occurrence of `target` replaced; an empty target changes nothing.
    static func replace(_ target: String, with replacement: String, in text: String) -> String {
        guard !target.isEmpty else { return text }
        let parts = split(text, separator: target)
        return parts.joined(separator: replacement)
    }

    /// StencilSwiftKit's two regular expressions, `([A-Z\d]+)([A-Z][a-z])` then
    /// `([a-z\d])([A-Z])`, each replaced by `$1_$2`, and `-` made `_`.
    ///
    /// Like the original, the second pass only scans as many characters as the
    /// input had (it reuses the first range), so output matches it exactly.
    static func snakeCase(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar >= "A" && scalar <= "Z" }
        func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar >= "a" && scalar <= "z" }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

        var first: [Unicode.Scalar] = []
        first.reserveCapacity(scalars.count + 4)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard isUpper(scalar) || isDigit(scalar) else {
                first.append(scalar)
                index += 1
                continue
            }
            var runEnd = index
            while runEnd < scalars.count, isUpper(scalars[runEnd]) || isDigit(scalars[runEnd]) { runEnd += 1 }
            if runEnd - index >= 2, isUpper(scalars[runEnd - 1]), runEnd < scalars.count, isLower(scalars[runEnd]) {
                first.append(contentsOf: scalars[index..<runEnd - 1])
                first.append("_")
                first.append(scalars[runEnd - 1])
                first.append(scalars[runEnd])
                index = runEnd + 1
            } else {
                first.append(contentsOf: scalars[index..<runEnd])
                index = runEnd
            }
        }

        var second = String.UnicodeScalarView()
        let limit = min(scalars.count, first.count)
        index = 0
        while index < first.count {
            let scalar = first[index]
            if index + 1 < limit, isLower(scalar) || isDigit(scalar), isUpper(first[index + 1]) {
                second.append(scalar)
                second.append("_")
                second.append(first[index + 1])
                index += 2
            } else {
                second.append(scalar == "-" ? "_" : scalar)
                index += 1
            }
        }
        return String(second)
    }
}
