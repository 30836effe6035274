/// A JSON value that keeps the order of object keys, so `dump` prints a spec
/// in the order it was written and contexts keep their order.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number as written (or as Swift prints it), so `1.50` and `10` round-trip exactly.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Key/value pairs in order. Keys are unique when parsed.
    case object([(key: String, value: JSONValue)])

    /// A number from an integer.
    public static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A number from a double.
    public static func double(_ value: Double) -> JSONValue { .number(String(value)) }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let pairs) = self { return pairs.first { $0.key == key }?.value }
        return nil
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }
}
