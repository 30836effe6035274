/// An ordered string-keyed dictionary of template values.
///
/// The keys and values live in one copy-on-write storage object, so copying
/// a dictionary value while rendering costs one retain. Small dictionaries
/// (the usual case: a field, a route) are searched linearly, which beats
/// hashing for a handful of short keys; larger ones keep a hash index.
public struct TemplateDictionary: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    private var storage: Storage

    /// Past this many keys a hash index is kept.
    private static let linearLimit = 32

    /// Immutable, so reading it while rendering needs no exclusivity checks;
    /// a mutation builds a new one (build large dictionaries with `init(_:)`).
    private final class Storage: Sendable {
        let keys: [String]
        let values: [TemplateValue]
        /// `templateFingerprint` of each key, compared before the key itself.
        let fingerprints: [Int]
        let index: [String: Int]?

        init(keys: [String], values: [TemplateValue], fingerprints: [Int]) {
            self.keys = keys
            self.values = values
            self.fingerprints = fingerprints
            index = keys.count > TemplateDictionary.linearLimit ? Self.index(of: keys) : nil
        }

        /// Storage whose `index` the caller built (nil at or below `linearLimit` keys).
        init(keys: [String], values: [TemplateValue], fingerprints: [Int], index: [String: Int]?) {
            self.keys = keys
            self.values = values
            self.fingerprints = fingerprints
            self.index = index
        }

        /// Each key's first position.
        static func index(of keys: [String]) -> [String: Int] {
            var built: [String: Int] = [:]
            built.reserveCapacity(keys.count)
            for (position, key) in keys.enumerated() where built[key] == nil { built[key] = position }
            return built
        }

        static let empty = Storage(keys: [], values: [], fingerprints: [])
    }

    /// An empty dictionary.
    public init() {
        storage = .empty
    }

    /// A dictionary from a literal, in the literal's order.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// A dictionary from key/value pairs in order; a repeated key keeps its first place and last value.
    ///
    /// Built at the size the sequence says, and a small one (the usual case: a
    /// context is thousands of them) finds a repeated key by its fingerprint, as
    /// a lookup does, hashing nothing; past `linearLimit` keys the index that
    /// lookups use finds it.
    public init(_ pairs: some Sequence<(String, TemplateValue)>) {
        var keys: [String] = []
        var values: [TemplateValue] = []
        var fingerprints: [Int] = []
        keys.reserveCapacity(pairs.underestimatedCount)
        values.reserveCapacity(pairs.underestimatedCount)
        fingerprints.reserveCapacity(pairs.underestimatedCount)
        var index: [String: Int]?
        for (key, value) in pairs {
            let fingerprint = key.templateFingerprint
            let known: Int?
            if let index {
                known = index[key]
            } else {
                known = fingerprints.indices.first {
                    fingerprints[$0] == fingerprint && (fingerprint.isExactTemplateFingerprint || keys[$0] == key)
                }
            }
            if let known {
                values[known] = value
                continue
            }
            if index == nil, keys.count == Self.linearLimit { index = Storage.index(of: keys) }
            index?[key] = keys.count
            keys.append(key)
            values.append(value)
            fingerprints.append(fingerprint)
        }
        storage = Storage(keys: keys, values: values, fingerprints: fingerprints, index: index)
    }

    /// `values` under the keys of `shape`, in its order (one value a key): the new
    /// dictionary shares shape's key, fingerprint and index arrays. The objects of a
    /// list mostly have the same keys; a context of thousands of them stores each key list once.
    init(values: [TemplateValue], keysOf shape: TemplateDictionary) {
        storage = Storage(
            keys: shape.storage.keys, values: values, fingerprints: shape.storage.fingerprints,
            index: shape.storage.index)
    }

    /// Whether its keys are `keys`, in that order.
    func hasKeys(_ keys: some Collection<String>) -> Bool {
        storage.keys.count == keys.count && storage.keys.elementsEqual(keys)
    }

    /// The keys in insertion order.
    public var keys: [String] { storage.keys }

    /// The values, parallel to `keys`.
    public var values: [TemplateValue] { storage.values }

    /// How many keys it holds.
    public var count: Int { storage.keys.count }

    /// Whether it holds no key.
    public var isEmpty: Bool { storage.keys.isEmpty }

    /// The position of `key`, if present.
    @inline(__always)
    func position(of key: String) -> Int? {
        if let index = storage.index { return index[key] }
        let keys = storage.keys
        for position in keys.indices where keys[position] == key { return position }
        return nil
    }

    /// The value of `key` whose `templateFingerprint` is `fingerprint`: the renderer's lookup.
    @inline(__always)
    func value(forKey key: String, fingerprint: Int) -> TemplateValue? {
        let storage = storage
        if let index = storage.index {
            guard let position = index[key] else { return nil }
            return storage.values[position]
        }
        var position = 0
        let count = storage.fingerprints.count
        while position < count {
            if storage.fingerprints[position] == fingerprint,
                fingerprint.isExactTemplateFingerprint || storage.keys[position] == key
            {
                return storage.values[position]
            }
            position += 1
        }
        return nil
    }

    /// The value of the key whose `templateFingerprint` is `fingerprint`;
    /// `key` is asked for only when the fingerprint alone cannot tell.
    @inline(__always)
    func value(fingerprint: Int, key: () -> String) -> TemplateValue? {
        if let index = storage.index {
            guard let position = index[key()] else { return nil }
            return storage.values[position]
        }
        let exact = fingerprint.isExactTemplateFingerprint
        return storage.fingerprints.withUnsafeBufferPointer { fingerprints in
            for position in fingerprints.indices where fingerprints[position] == fingerprint {
                if exact || storage.keys[position] == key() { return storage.values[position] }
            }
            return nil
        }
    }

    /// The value of `key`; setting nil removes the key. Each change copies the
    /// storage: fine for a few keys, use `init(_:)` to build large dictionaries.
    public subscript(key: String) -> TemplateValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return storage.values[position]
        }
        set {
            var keys = storage.keys
            var values = storage.values
            var fingerprints = storage.fingerprints
            if let position = position(of: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    fingerprints.remove(at: position)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                fingerprints.append(key.templateFingerprint)
            } else {
                return
            }
            storage = Storage(keys: keys, values: values, fingerprints: fingerprints)
        }
    }

    /// The pairs in order.
    public func makeIterator() -> some IteratorProtocol<(key: String, value: TemplateValue)> {
        var position = 0
        let keys = storage.keys
        let values = storage.values
        return AnyIterator {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            return (keys[position], values[position])
        }
    }

    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.keys == rhs.storage.keys && lhs.storage.values == rhs.storage.values)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.keys)
        hasher.combine(storage.values)
    }
}
