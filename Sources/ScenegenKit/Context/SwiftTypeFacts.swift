import ScenegenSpec

/// What a flavor needs to know of a spec type beyond its syntax:
/// a neutral starting value, whether tests can compare it, and how to read
/// one from what the user typed.
struct SwiftTypeFacts: Sendable {
    /// The spec's models: Equatable by construction (the flavor declares them so).
    let models: Set<String>
    /// The service return types the flavor subscribes to, by name (its manifest's `reactiveTypes:`).
    var reactiveTypes: [String: ReactiveType] = [:]

    private static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    private static let floats: Set<String> = ["Double", "Float", "Decimal", "CGFloat"]
    private static let equatable: Set<String> =
        integers.union(floats).union(["String", "Bool", "Character", "Date", "URL", "UUID", "Data", "Substring"])

    /// A neutral first value of `type` (`""`, `0`, `false`, `[]`, `nil`), or nil
    /// when there is none the flavor can write (a URL, a model, a hand-declared type).
    func neutralValue(of type: SwiftType) -> String? {
        switch type {
        case .optional: return "nil"
        case .array, .set: return "[]"
        case .dictionary: return "[:]"
        case .named(let qualified, let arguments):
            guard arguments.isEmpty else { return nil }
            let name = KnownTypes.unqualified(qualified)
            if name == "String" || name == "Substring" { return "\"\"" }
            if Self.integers.contains(name) || Self.floats.contains(name) { return "0" }
            if name == "Bool" { return "false" }
            if name == "Date" { return "Date(timeIntervalSince1970: 0)" }
            if name == "Data" { return "Data()" }
            return nil
        }
    }

    /// Whether values of `type` can be compared with `==` (so tests can assert them).
    func isEquatable(_ type: SwiftType) -> Bool {
        switch type {
        case .optional(let wrapped): return isEquatable(wrapped)
        case .array(let element), .set(let element): return isEquatable(element)
        case .dictionary(let key, let value): return isEquatable(key) && isEquatable(value)
        case .named(let name, let arguments):
            guard arguments.isEmpty else { return false }
            return Self.equatable.contains(KnownTypes.unqualified(name)) || models.contains(name)
        }
    }

    /// A Swift expression reading a `type` from the String `input`, or nil
    /// when the flavor cannot write one.
    func parseExpression(of type: SwiftType, from input: String) -> String? {
        guard case .named(let qualified, let arguments) = type, arguments.isEmpty else { return nil }
        let name = KnownTypes.unqualified(qualified)
        if name == "String" { return "\(input).isEmpty ? nil : \(input)" }
        if Self.integers.contains(name) || name == "Double" || name == "Float" || name == "Bool" {
            return "\(name)(\(input))"
        }
        return nil
    }
}

extension SwiftTypeFacts {
    /// What a user could type for an action carrying `type` (`1` for an Int),
    /// when the flavor reads that type from typed text.
    func typedSample(of type: SwiftType) -> String? {
        guard parseExpression(of: type, from: "input") != nil, case .named(let qualified, _) = type else { return nil }
        switch KnownTypes.unqualified(qualified) {
        case "String": return "hello"
        case "Bool": return "true"
        case "Double", "Float": return "2.5"
        default: return "7"
        }
    }

    /// What to type for an action carrying `type`, in a word for a screen's hint
    /// (`number`, `text`, `true or false`), when the flavor reads that type from typed text.
    func typedHint(of type: SwiftType) -> String? {
        guard parseExpression(of: type, from: "input") != nil, case .named(let qualified, _) = type else { return nil }
        switch KnownTypes.unqualified(qualified) {
        case "String": return "text"
        case "Bool": return "true or false"
        default: return "number"
        }
    }

    /// The Swift value `typed` reads as, for tests: `7`, `"hello"`, `true`.
    func typedValue(of type: SwiftType, _ typed: String) -> String? {
        guard case .named(let qualified, _) = type else { return nil }
        return KnownTypes.unqualified(qualified) == "String" ? SwiftLiteral.string(typed) : typed
    }

    /// The flavor's rule for `type` when it is one of its reactive types (with
    /// one type argument, or none for an element of `none`), and what one value is.
    func reactiveRule(of type: SwiftType) -> (rule: ReactiveType, element: SwiftType?)? {
        guard case .named(let qualified, let arguments) = type,
            let rule = reactiveTypes[KnownTypes.unqualified(qualified)]
        else { return nil }
        switch rule.element {
        case .none: return arguments.isEmpty ? (rule, nil) : nil
        case .value: return arguments.count == 1 ? (rule, arguments[0]) : nil
        case .optional: return arguments.count == 1 ? (rule, .optional(arguments[0])) : nil
        }
    }
}
