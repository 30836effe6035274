/// A Swift type as a spec writes it (`String`, `Car?`, `[String: [Int]]`),
/// parsed so that templates and validation can look inside it.
///
/// Sugar and generic spellings mean the same: `Array<T>` is `[T]`,
/// `Optional<T>` is `T?` and `Dictionary<K, V>` is `[K: V]`.
public indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// A named type, possibly qualified (`Foundation.Date`) and generic (`Box<Int>`).
    case named(String, arguments: [SwiftType])
    /// `T?`.
    case optional(SwiftType)
    /// `[T]`.
    case array(SwiftType)
    /// `[K: V]`.
    case dictionary(key: SwiftType, value: SwiftType)
    /// `Set<T>`.
    case set(SwiftType)

    /// A plain named type with no generic arguments.
    public static func named(_ name: String) -> SwiftType {
        .named(name, arguments: [])
    }

    /// Parses a type string; see `SwiftTypeParser`.
    public static func parse(_ text: String) throws(SwiftTypeSyntaxError) -> SwiftType {
        try SwiftTypeParser.parse(text)
    }

    /// The canonical spelling, with sugar and normalised spaces: `[String: Int]?`.
    public var canonical: String {
        switch self {
        case .named(let name, let arguments):
            if arguments.isEmpty { return name }
            return name + "<" + arguments.map(\.canonical).joined(separator: ", ") + ">"
        case .optional(let wrapped): return wrapped.canonical + "?"
        case .array(let element): return "[" + element.canonical + "]"
        case .dictionary(let key, let value): return "[" + key.canonical + ": " + value.canonical + "]"
        case .set(let element): return "Set<" + element.canonical + ">"
        }
    }

    /// The canonical spelling.
    public var description: String { canonical }

    /// Whether the type is `T?`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// `T` for `T?`; nil for a type that is not optional.
    public var wrapped: SwiftType? {
        if case .optional(let wrapped) = self { return wrapped }
        return nil
    }

    /// The type with every level of optional removed: `Int` for `Int??`.
    public var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The element of an array or a set; nil for other types.
    public var element: SwiftType? {
        switch self {
        case .array(let element), .set(let element): return element
        default: return nil
        }
    }

    /// The key type of a dictionary; nil for other types.
    public var key: SwiftType? {
        if case .dictionary(let key, _) = self { return key }
        return nil
    }

    /// The value type of a dictionary; nil for other types.
    public var value: SwiftType? {
        if case .dictionary(_, let value) = self { return value }
        return nil
    }

    /// Whether the type is an array or a set.
    public var isCollection: Bool { element != nil }

    /// Whether the type is a dictionary.
    public var isDictionary: Bool { key != nil }

    /// Every type name the type mentions, in order of appearance, once each:
    /// `[String: Car]?` names `String` and `Car`. `Set` and the sugar are not
    /// listed; generic named types list their own name and their arguments.
    public var referencedNames: [String] {
        var names: [String] = []
        collectNames(into: &names)
        return names
    }

    private func collectNames(into names: inout [String]) {
        switch self {
        case .named(let name, let arguments):
            if !names.contains(name) { names.append(name) }
            for argument in arguments { argument.collectNames(into: &names) }
        case .optional(let inner), .array(let inner), .set(let inner):
            inner.collectNames(into: &names)
        case .dictionary(let key, let value):
            key.collectNames(into: &names)
            value.collectNames(into: &names)
        }
    }
}
