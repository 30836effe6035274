/// Reads a Swift type string into a `SwiftType`: identifiers (dotted for
/// qualified names), `T?`, `[T]`, `[K: V]`, `Array<T>`, `Dictionary<K, V>`,
/// `Set<T>`, `Optional<T>` and other generic names, nested, with any
/// whitespace between tokens.
///
/// Types that cannot be a field of a generated struct are rejected with the
/// reason: `T!`, tuples, function types, metatypes, `any`/`some`.
public struct SwiftTypeParser {
    private let scalars: [Unicode.Scalar]
    private let text: String
    private var index = 0
    private var depth = 0

    /// How deeply brackets and generic arguments may nest.
    public static let maximumDepth = 32

    /// Parses the whole of `text` as one type.
    public static func parse(_ text: String) throws(SwiftTypeSyntaxError) -> SwiftType {
        var parser = SwiftTypeParser(text: text)
        parser.skipWhitespace()
        if parser.index == parser.scalars.count {
            throw SwiftTypeSyntaxError("the type is empty; write a Swift type such as `String`", offset: 0, length: 0)
        }
        let type = try parser.parseType()
        parser.skipWhitespace()
        if let next = parser.current {
            if parser.startsWith("->") {
                throw SwiftTypeSyntaxError(
                    "function types are not supported; a user intent is an action, data is a field",
                    offset: parser.index, length: 2)
            }
            throw SwiftTypeSyntaxError(
                "unexpected `\(next)` after the type `\(type.canonical)`", offset: parser.index)
        }
        return type
    }

    private init(text: String) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
    }

    // MARK: - Grammar

    private mutating func parseType() throws(SwiftTypeSyntaxError) -> SwiftType {
        depth += 1
        defer { depth -= 1 }
        guard depth <= SwiftTypeParser.maximumDepth else {
            throw SwiftTypeSyntaxError(
                "the type nests deeper than \(SwiftTypeParser.maximumDepth) levels", offset: index)
        }
        skipWhitespace()
        var type = try parsePrimary()
        while true {
            skipWhitespace()
            switch current {
            case "?":
                type = .optional(type)
                index += 1
            case "!":
                throw SwiftTypeSyntaxError(
                    "implicitly unwrapped optionals are not allowed; write `\(type.canonical)?`", offset: index)
            case "&":
                throw SwiftTypeSyntaxError(
                    "protocol compositions are not supported; declare a concrete type", offset: index)
            default:
                return type
            }
        }
    }

    private mutating func parsePrimary() throws(SwiftTypeSyntaxError) -> SwiftType {
        guard let scalar = current else {
            throw SwiftTypeSyntaxError("expected a type at the end of `\(text)`", offset: index, length: 0)
        }
        if scalar == "[" { return try parseBrackets() }
        if scalar == "(" { try rejectParentheses() }
        if isIdentifierStart(scalar) { return try parseNamed() }
        throw SwiftTypeSyntaxError("expected a type name, found `\(scalar)`", offset: index)
    }

    /// `[T]` or `[K: V]`.
    private mutating func parseBrackets() throws(SwiftTypeSyntaxError) -> SwiftType {
        index += 1
        let first = try parseType()
        skipWhitespace()
        var result = SwiftType.array(first)
        if current == ":" {
            index += 1
            let value = try parseType()
            skipWhitespace()
            result = .dictionary(key: first, value: value)
        }
        guard current == "]" else {
            if let found = current {
                throw SwiftTypeSyntaxError("expected `]` to close `[`, found `\(found)`", offset: index)
            }
            throw SwiftTypeSyntaxError("expected `]` to close `[`", offset: index, length: 0)
        }
        index += 1
        return result
    }

    /// A tuple, `()` or a function type: all rejected, with the reason.
    private mutating func rejectParentheses() throws(SwiftTypeSyntaxError) -> Never {
        let open = index
        var level = 0
        var close: Int?
        var scan = index
        while scan < scalars.count {
            if scalars[scan] == "(" { level += 1 }
            if scalars[scan] == ")" {
                level -= 1
                if level == 0 {
                    close = scan
                    break
                }
            }
            scan += 1
        }
        guard let close else {
            throw SwiftTypeSyntaxError("expected `)` to close `(`", offset: scalars.count, length: 0)
        }
        index = close + 1
        skipWhitespace()
        if startsWith("->") || startsWith("throws") || startsWith("async") {
            throw SwiftTypeSyntaxError(
                "function types are not supported; a user intent is an action, data is a field",
                offset: open, length: close + 1 - open)
        }
        throw SwiftTypeSyntaxError(
            "tuple types are not supported; declare a struct under `models:` instead",
            offset: open, length: close + 1 - open)
    }

    /// `Name`, `Module.Name`, `Name<Arguments>`.
    private mutating func parseNamed() throws(SwiftTypeSyntaxError) -> SwiftType {
        let start = index
        var components: [String] = [readIdentifier()]
        if ["any", "some", "inout"].contains(components[0]), let next = peekAfterWhitespace(), isIdentifierStart(next) {
            let word = components[0]
            let reason =
                word == "inout"
                ? "`inout` is not a type" : "`\(word)` types are not supported; declare a concrete type"
            throw SwiftTypeSyntaxError(reason, offset: start, length: word.unicodeScalars.count)
        }
        while current == "." {
            index += 1
            guard let next = current, isIdentifierStart(next) else {
                throw SwiftTypeSyntaxError("expected a name after `.`", offset: index, length: current == nil ? 0 : 1)
            }
            let componentStart = index
            let component = readIdentifier()
            if component == "Type" || component == "Protocol" {
                throw SwiftTypeSyntaxError(
                    "metatypes (`.\(component)`) are not supported", offset: componentStart - 1,
                    length: component.unicodeScalars.count + 1)
            }
            components.append(component)
        }
        let name = components.joined(separator: ".")
        let nameLength = index - start
        var arguments: [SwiftType] = []
        let afterName = index
        skipWhitespace()
        if current == "<" {
            index += 1
            while true {
                arguments.append(try parseType())
                skipWhitespace()
                if current == "," {
                    index += 1
                    continue
                }
                if current == ">" {
                    index += 1
                    break
                }
                if let found = current {
                    throw SwiftTypeSyntaxError(
                        "expected `,` or `>` in the generic arguments of `\(name)`, found `\(found)`", offset: index)
                }
                throw SwiftTypeSyntaxError(
                    "expected `>` to close the generic arguments of `\(name)`", offset: index, length: 0)
            }
        } else {
            index = afterName
        }
        return try sugar(name, arguments: arguments, at: start, length: nameLength)
    }

    /// The standard generic types in their sugared form, with their argument counts checked.
    private func sugar(_ name: String, arguments: [SwiftType], at offset: Int, length: Int)
        throws(SwiftTypeSyntaxError) -> SwiftType
    {
        let bare = name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
        let expected: (count: Int, spelling: String)
        switch bare {
        case "Array": expected = (1, "[Element]")
        case "Optional": expected = (1, "Wrapped?")
        case "Set": expected = (1, "Set<Element>")
        case "Dictionary": expected = (2, "[Key: Value]")
        default: return .named(name, arguments: arguments)
        }
        guard arguments.count == expected.count else {
            let what = expected.count == 1 ? "1 type argument" : "\(expected.count) type arguments"
            let found = arguments.isEmpty ? "none" : "\(arguments.count)"
            throw SwiftTypeSyntaxError(
                "`\(bare)` takes \(what), found \(found); write `\(expected.spelling)`", offset: offset, length: length)
        }
        switch bare {
        case "Array": return .array(arguments[0])
        case "Optional": return .optional(arguments[0])
        case "Set": return .set(arguments[0])
        default: return .dictionary(key: arguments[0], value: arguments[1])
        }
    }

    // MARK: - Scanning

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar.properties.isWhitespace { index += 1 }
    }

    private func peekAfterWhitespace() -> Unicode.Scalar? {
        var scan = index
        while scan < scalars.count, scalars[scan].properties.isWhitespace { scan += 1 }
        return scan < scalars.count && scan > index ? scalars[scan] : nil
    }

    private func startsWith(_ word: String) -> Bool {
        let expected = Array(word.unicodeScalars)
        guard index + expected.count <= scalars.count else { return false }
        return Array(scalars[index..<index + expected.count]) == expected
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || Character(scalar).isLetter
    }

    private func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || Character(scalar).isNumber
    }

    private mutating func readIdentifier() -> String {
        var out = String.UnicodeScalarView()
        while let scalar = current, isIdentifierContinue(scalar) {
            out.append(scalar)
            index += 1
        }
        return String(out)
    }
}
