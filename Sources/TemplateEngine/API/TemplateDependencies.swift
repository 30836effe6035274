import ScenegenCore

/// What a template's output can depend on besides the filters: the templates
/// it reads (itself, and every template it includes, extends or imports, and
/// theirs) and every name its tags and variables mention. Rendering the same
/// templates with a context whose values under `names` are the same gives the
/// same text, so a caller can tell from these alone that a rendering would not
/// change (the run cache of scenegen's `generate`).
///
/// `names` is a superset of the top-level variables the templates read: every
/// word of every `{{ … }}` and `{% … %}` (filter names, keywords and loop
/// variables too); text and comments are not read. A template named by a
/// variable (`{% include name %}`) cannot be known from the text:
/// `isClosed` is false then, and nothing can be told.
public struct TemplateDependencies: Sendable {
    /// The templates read, the one asked for first, each once, in the order found.
    public var templates: [SourceFile]
    /// Every name the templates' tags and variables mention.
    public var names: Set<String>
    /// Whether every template read is named by a string in the text.
    public var isClosed: Bool
}

extension TemplateEnvironment {
    /// The dependencies of the template called `name`: it and every template it
    /// reads, as this environment's loader finds them. Throws when one of them
    /// cannot be found or parsed (rendering it would throw too).
    public func dependencies(ofTemplateNamed name: String) throws(TemplateError) -> TemplateDependencies {
        var found = TemplateDependencies(templates: [], names: [], isClosed: true)
        var seen: Set<String> = [name]
        var pending = [name]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            let file = try body(named: next, at: nil).file
            found.templates.append(file)
            let scan = try TemplateWordScan(file)
            found.names.formUnion(scan.names)
            if !scan.readsOnlyNamedTemplates { found.isClosed = false }
            for read in scan.templateNames where seen.insert(read).inserted { pending.append(read) }
        }
        return found
    }
}

/// The words of one template's tags and variables, and the templates it names.
struct TemplateWordScan {
    /// Every identifier-like word (`[A-Za-z_][A-Za-z0-9_]*`) of every tag and variable, strings included.
    var names: Set<String> = []
    /// The string literals that `include`, `extends` and `import` tags name.
    var templateNames: [String] = []
    /// False when such a tag names its template by anything but a string literal.
    var readsOnlyNamedTemplates = true

    init(_ file: SourceFile) throws(TemplateError) {
        let source = TemplateSource(file)
        let bytes = source.bytes
        for token in try TemplateLexer(source: source).tokenize() where token.kind == .variable || token.kind == .block
        {
            let content = bytes[token.contentStart..<token.contentEnd]
            let words = Self.words(in: content)
            names.formUnion(words.map(\.text))
            guard token.kind == .block, let first = words.first,
                ["include", "extends", "import"].contains(first.text)
            else { continue }
            if let literal = Self.stringLiteral(in: content[first.end...]) {
                templateNames.append(literal)
            } else {
                readsOnlyNamedTemplates = false
            }
        }
    }

    /// The words of `content`, each with the offset just past it.
    private static func words(in content: ArraySlice<UInt8>) -> [(text: String, end: Int)] {
        var words: [(text: String, end: Int)] = []
        var index = content.startIndex
        while index < content.endIndex {
            let start = index
            guard isWordByte(content[index]) else {
                index += 1
                continue
            }
            while index < content.endIndex, isWordByte(content[index]) { index += 1 }
            // A run that starts with a digit (`0` in `items.0`, `2x`) is no name.
            if isWordStart(content[start]) {
                words.append((String(decoding: content[start..<index], as: UTF8.self), index))
            }
        }
        return words
    }

    /// The string literal `"…"` or `'…'` that starts `rest` after blanks, when that
    /// is all of its first argument; nil otherwise (a variable, a filtered string).
    private static func stringLiteral(in rest: ArraySlice<UInt8>) -> String? {
        var index = rest.startIndex
        while index < rest.endIndex,
            rest[index] == UInt8(ascii: " ") || rest[index] == UInt8(ascii: "\t")
                || rest[index] == UInt8(ascii: "\n") || rest[index] == UInt8(ascii: "\r")
        {
            index += 1
        }
        guard index < rest.endIndex, rest[index] == UInt8(ascii: "\"") || rest[index] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = rest[index]
        let start = index + 1
        guard let close = rest[start...].firstIndex(of: quote) else { return nil }
        let after = close + 1
        // `"name"|filter` or `"a" + b` is not a plain name.
        if after < rest.endIndex, rest[after] != UInt8(ascii: " "), rest[after] != UInt8(ascii: "\t"),
            rest[after] != UInt8(ascii: "\n"), rest[after] != UInt8(ascii: "\r")
        {
            return nil
        }
        return String(decoding: rest[start..<close], as: UTF8.self)
    }

    private static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
