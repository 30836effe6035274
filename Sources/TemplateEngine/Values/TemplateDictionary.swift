/// An ordered string-keyed dictionary of template values.
///
/// Small dictionaries (the usual case: a field, a route) are searched
/// linearly, which beats hashing for a handful of short keys; larger ones
/// keep a hash index beside the ordered storage.
public struct TemplateDictionary: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The keys in insertion order.
    public private(set) var keys: [String] = []
    /// The values, parallel to `keys`.
    public private(set) var values: [TemplateValue] = []
    private var index: [String: Int]?

    /// Past this many keys a hash index is kept.
    private static let linearLimit = 12

    /// An empty dictionary.
    public init() {}

    /// A dictionary from a literal, in the literal's order.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// A dictionary from key/value pairs in order; a repeated key keeps its first place and last value.
    public init(_ pairs: some Sequence<(String, TemplateValue)>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// How many keys it holds.
    public var count: Int { keys.count }

    /// Whether it holds no key.
    public var isEmpty: Bool { keys.isEmpty }

    /// The position of `key`, if present.
    @inline(__always)
    func position(of key: String) -> Int? {
        if let index { return index[key] }
        for position in keys.indices where keys[position] == key { return position }
        return nil
    }

    /// The value of `key`; setting nil removes the key.
    public subscript(key: String) -> TemplateValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return values[position]
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if index != nil {
                    index?[key] = keys.count - 1
                } else if keys.count > TemplateDictionary.linearLimit {
                    rebuildIndex()
                }
            }
        }
    }

    private mutating func rebuildIndex() {
        guard keys.count > TemplateDictionary.linearLimit else {
            index = nil
            return
        }
        var built: [String: Int] = [:]
        for (position, key) in keys.enumerated() { built[key] = position }
        index = built
    }

    /// The pairs in order.
    public func makeIterator() -> some IteratorProtocol<(key: String, value: TemplateValue)> {
        var position = 0
        let keys = keys
        let values = values
        return AnyIterator {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            return (keys[position], values[position])
        }
    }

    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }
}
