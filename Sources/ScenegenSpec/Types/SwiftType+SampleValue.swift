// MARK: - Sample values for generated tests

extension SwiftType {
    /// A Swift expression of this type for generated tests, or nil when none
    /// can be made (a type the module declares by hand).
    ///
    /// Distinct seeds give distinct values, so a test can tell two fields of
    /// the same type apart; `label` names string-like samples (`"title-1"`).
    /// An optional gets a value, not `nil`, so a test sees it flow through.
    /// A spec model gets its memberwise initializer with sample arguments.
    ///
    /// Looks a model up by scanning `models` (the first of a name wins);
    /// a caller making many samples of one spec should build the dictionary
    /// once and call `sampleValue(modelsByName:seed:label:)`.
    public func sampleValue(models: [ModelSpec], seed: Int = 1, label: String = "value") -> String? {
        // A scan, not a dictionary built per call: that made every sample cost
        // O(models), and a spec of 5,000 scenes spend seconds hashing models.
        sampleValue(seed: seed, label: label) { name in models.first { $0.name == name } }
    }

    /// `sampleValue(models:seed:label:)` with the models already keyed by
    /// name: constant time a lookup, for callers that make many samples.
    public func sampleValue(modelsByName: [String: ModelSpec], seed: Int = 1, label: String = "value") -> String? {
        sampleValue(seed: seed, label: label) { modelsByName[$0] }
    }

    private func sampleValue(seed: Int, label: String, model: @escaping (String) -> ModelSpec?) -> String? {
        var context = SampleContext(model: model)
        switch context.sample(of: self, seed: seed, label: label) {
        case .value(let expression): return expression
        case .recursive, .unavailable: return nil
        }
    }
}

/// What a sample could be made of.
private enum SampleResult {
    case value(String)
    /// A model that is being built already: a collection around it can be empty.
    case recursive
    /// A type scenegen knows nothing about.
    case unavailable
}

/// The models, and the ones being built (so a model that contains itself ends).
private struct SampleContext {
    let model: (String) -> ModelSpec?
    var building: [String] = []

    init(model: @escaping (String) -> ModelSpec?) {
        self.model = model
    }

    mutating func sample(of type: SwiftType, seed: Int, label: String) -> SampleResult {
        switch type {
        case .optional(let wrapped):
            switch sample(of: wrapped, seed: seed, label: label) {
            case .recursive: return .value("nil")
            case let other: return other
            }
        case .array(let element):
            switch sample(of: element, seed: seed, label: label) {
            case .value(let value): return .value("[\(value)]")
            case .recursive: return .value("[\(element.canonical)]()")
            case .unavailable: return .unavailable
            }
        case .set(let element):
            switch sample(of: element, seed: seed, label: label) {
            case .value(let value): return .value("Set([\(value)])")
            case .recursive: return .value("Set<\(element.canonical)>()")
            case .unavailable: return .unavailable
            }
        case .dictionary(let key, let value):
            guard case .value(let keySample) = sample(of: key, seed: seed, label: "key") else { return .unavailable }
            switch sample(of: value, seed: seed, label: label) {
            case .value(let valueSample): return .value("[\(keySample): \(valueSample)]")
            case .recursive: return .value("[\(key.canonical): \(value.canonical)]()")
            case .unavailable: return .unavailable
            }
        case .named(let name, let arguments):
            if arguments.isEmpty, let model = model(name) { return sample(of: model, seed: seed) }
            guard arguments.isEmpty,
                let literal = SampleContext.literal(for: KnownTypes.unqualified(name), seed: seed, label: label)
            else { return .unavailable }
            return .value(literal)
        }
    }

    /// `Car(id: "id-1", price: 2.5)`: the memberwise initializer with a sample per property.
    private mutating func sample(of model: ModelSpec, seed: Int) -> SampleResult {
        if building.contains(model.name) { return .recursive }
        building.append(model.name)
        defer { building.removeLast() }
        var arguments: [String] = []
        for (index, property) in model.properties.enumerated() {
            switch sample(of: property.type, seed: seed + index, label: property.name) {
            case .value(let value): arguments.append("\(property.escapedName): \(value)")
            case .recursive, .unavailable: return .unavailable
            }
        }
        return .value("\(model.name)(\(arguments.joined(separator: ", ")))")
    }

    /// A literal of a standard library or Foundation type; nil for other types.
    private static func literal(for name: String, seed: Int, label: String) -> String? {
        let text = "\(label)-\(seed)"
        switch name {
        case "String": return quoted(text)
        case "Substring": return "Substring(\(quoted(text)))"
        case "Character":
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            return "Character(\"\(letters[modulo(seed, letters.count)])\")"
        case "Bool": return modulo(seed, 2) == 1 ? "true" : "false"
        case "Int": return "\(seed)"
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return "\(name)(\(modulo(seed, 128)))"
        case "Double": return "\(seed).5"
        case "Float", "CGFloat", "TimeInterval": return "\(name)(\(seed).5)"
        case "Decimal": return "Decimal(\(seed))"
        case "Date": return "Date(timeIntervalSince1970: \(modulo(seed, 1_000_000) * 86_400))"
        case "URL": return "URL(fileURLWithPath: \(quoted("/" + text)))"
        case "UUID":
            let low = modulo(seed, 256)
            let high = modulo(seed / 256, 256)
            let bytes = Array(repeating: "0", count: 14) + ["\(high)", "\(low)"]
            return "UUID(uuid: (\(bytes.joined(separator: ", "))))"
        case "Data": return "Data(\(quoted(text)).utf8)"
        case "Void": return "()"
        default: return nil
        }
    }

    private static func modulo(_ value: Int, _ divisor: Int) -> Int {
        ((value % divisor) + divisor) % divisor
    }

    /// A Swift string literal of `text`.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
