import TemplateEngine

/// StencilSwiftKit's parameters (`Parameters.parse(items:)`): `key=value`
/// strings made into the `param` dictionary templates read (`param.enumName`).
/// `a.b=c` nests, a repeated key makes a list, a bare `key` is `true`.
struct StencilParameters {
    private(set) var value: TemplateValue?

    init(_ items: [String]) throws {
        guard !items.isEmpty else { return }
        var root = TemplateDictionary()
        for item in items {
            let (key, entry) = try Self.parameter(item)
            try Self.insert(
                entry, at: key.split(separator: ".", omittingEmptySubsequences: false).map(String.init),
                into: &root, item: item)
        }
        value = .dictionary(root)
    }

    private static func parameter(_ item: String) throws -> (String, TemplateValue) {
        if let equals = item.firstIndex(of: "=") {
            return (String(item[..<equals]), .string(String(item[item.index(after: equals)...])))
        }
        guard isValidKey(item) else {
            throw UsageError(.badParameter(item, problem: .notKeyValue))
        }
        return (item, .bool(true))
    }

    private static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                $0 == "." || $0.properties.isAlphabetic || $0.properties.numericType != nil
            }
    }

    private static func insert(
        _ entry: TemplateValue, at path: [String], into dictionary: inout TemplateDictionary, item: String
    )
        throws
    {
        let key = path[0]
        guard isValidKey(key), !key.contains(".") else {
            throw UsageError(.badParameter(item, problem: .badKey))
        }
        if path.count > 1 {
            var inner: TemplateDictionary
            switch dictionary[key] {
            case nil: inner = TemplateDictionary()
            case .dictionary(let existing)?: inner = existing
            default: throw UsageError(.badParameter(item, problem: .holdsValue(key)))
            }
            try insert(entry, at: Array(path.dropFirst()), into: &inner, item: item)
            dictionary[key] = .dictionary(inner)
            return
        }
        switch dictionary[key] {
        case nil: dictionary[key] = entry
        case .array(let items)?: dictionary[key] = .array(items + [entry])
        case .string(let text)?: dictionary[key] = .array([.string(text), entry])
        default: throw UsageError(.badParameter(item, problem: .holdsKeys(key)))
        }
    }
}
