/// The text and path transforms behind StencilSwiftKit's `removeNewlines`,
/// `basename` and `dirname`, reproducing Foundation's and PathKit's rules
/// (`lastPathComponent`, `Path.parent().normalize()`) without Foundation.
enum StencilSwiftKitText {
    /// `removeNewlines` (`all`): every whitespace character and line break removed.
    static func removingWhitespace(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isWhitespaceOrNewline(scalar) { out.append(scalar) }
        return String(out)
    }

    /// `removeNewlines:"leading"`: each line's leading blanks and every line break removed,
    /// then the blanks at both ends.
    static func removingLineBreaksAndIndentation(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var atLineStart = true
        for scalar in text.unicodeScalars {
            if isNewline(scalar) {
                atLineStart = true
            } else if atLineStart, isBlank(scalar) {
                continue
            } else {
                atLineStart = false
                out.append(scalar)
            }
        }
        while let last = out.last, isBlank(last) { out.removeLast() }
        return String(out)
    }

    /// `basename`: the last component, trailing `/` ignored (`a/b/` → `b`, `/` → `/`).
    static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `dirname`: PathKit's `parent()` (the path with `..` appended, which eats the last
    /// component), then `normalize()`: `a/b/c.txt` → `a/b`, `c.txt` → `.`, `..` → `../..`.
    static func parent(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        var up = 1
        while up > 0, let last = components.last, last != ".." {
            components.removeLast()
            up -= 1
        }
        if up > 0, !(isAbsolute && components.isEmpty) { components.append("..") }
        if isAbsolute {
            // Foundation's `standardizingPath` resolves `..` in an absolute path.
            var resolved: [String] = []
            for component in components {
                if component == ".." {
                    if !resolved.isEmpty { resolved.removeLast() }
                } else {
                    resolved.append(component)
                }
            }
            return "/" + resolved.joined(separator: "/")
        }
        return components.isEmpty ? "." : components.joined(separator: "/")
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`.
    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        isBlank(scalar) || isNewline(scalar)
    }

    /// Foundation's `CharacterSet.newlines`: U+000A–U+000D, U+0085, U+2028, U+2029.
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028
            || scalar.value == 0x2029
    }

    /// Foundation's `CharacterSet.whitespaces`: tab and the space separators (Zs).
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
