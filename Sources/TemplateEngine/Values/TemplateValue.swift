import ScenegenCore

/// A value a template can print, test and loop over: what a context is made of.
///
/// Dictionaries keep their keys in order, so a context built from an ordered
/// source (a spec, a JSON file) loops and prints in that order.
public enum TemplateValue: Hashable, Sendable {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// A truth value.
    case bool(Bool)
    /// A list.
    case array([TemplateValue])
    /// Key/value pairs in order.
    case dictionary(TemplateDictionary)
    /// An explicit null (JSON `null`): prints as nothing and is false.
    case null
}

// MARK: - Conversions

extension TemplateValue {
    /// Converts an ordered JSON value: integers become `.int`, other numbers `.double`.
    public init(json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .string(let text): self = .string(text)
        case .number(let text):
            if let whole = Int(text) {
                self = .int(whole)
            } else {
                self = .double(Double(text) ?? 0)
            }
        case .array(let items):
            // An object with the keys of the one before it shares its key list.
            var shape: TemplateDictionary?
            self = .array(
                items.map { item in
                    if case .object(let pairs) = item, let previous = shape, previous.hasKeys(pairs.lazy.map(\.key)) {
                        return .dictionary(
                            TemplateDictionary(values: pairs.map { TemplateValue(json: $0.value) }, keysOf: previous))
                    }
                    let value = TemplateValue(json: item)
                    if case .dictionary(let dictionary) = value { shape = dictionary } else { shape = nil }
                    return value
                })
        case .object(let pairs):
            self = .dictionary(TemplateDictionary(pairs.lazy.map { ($0.key, TemplateValue(json: $0.value)) }))
        }
    }

    /// A context from a JSON object; nil when the JSON value is not an object.
    public static func context(json: JSONValue) -> [String: TemplateValue]? {
        guard case .object(let pairs) = json else { return nil }
        var context: [String: TemplateValue] = [:]
        for pair in pairs { context[pair.key] = TemplateValue(json: pair.value) }
        return context
    }

    /// The value of `key` when this is a dictionary.
    public subscript(key: String) -> TemplateValue? {
        if case .dictionary(let dictionary) = self { return dictionary[key] }
        return nil
    }
}

// MARK: - Literals

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string value from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An int value from a literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A double value from a literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A bool value from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value from a literal.
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    /// A dictionary value from a literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(TemplateDictionary(elements))
    }
    /// `.null` from `nil`.
    public init(nilLiteral: ()) { self = .null }
}
