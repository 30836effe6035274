/// How values print, test and compare, following Stencil: numbers print as
/// Swift prints them, arrays as Swift's `description`, truth is "present,
/// non-empty, not false, greater than zero".
extension TemplateValue {
    /// The text `{{ value }}` prints.
    public var renderedText: String {
        switch self {
        case .string(let text): return text
        default:
            var out = ""
            appendRendered(to: &out)
            return out
        }
    }

    /// Appends the printed text to `out`.
    @inline(__always)
    func appendRendered(to out: inout String) {
        switch self {
        case .string(let text): out += text
        case .int(let number): out += String(number)
        case .double(let number): out += number.description
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: break
        case .array, .dictionary: appendDescription(to: &out)
        }
    }

    /// Appends the printed text to a render's output: text inline, the rest out of line.
    @inline(__always)
    func appendRendered(to out: inout OutputBuffer) {
        if case .string(let text) = self {
            out.append(text)
        } else {
            appendRenderedNonString(to: &out)
        }
    }

    @inline(never)
    private func appendRenderedNonString(to out: inout OutputBuffer) {
        switch self {
        case .int(let number): out.append(String(number))
        default: out.append(renderedText)
        }
    }

    /// Swift's `description` of arrays and dictionaries: strings quoted, `[:]` for an empty dictionary.
    private func appendDescription(to out: inout String) {
        switch self {
        case .string(let text):
            out += "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        case .null: out += "nil"
        case .array(let items):
            out += "["
            for (position, item) in items.enumerated() {
                if position > 0 { out += ", " }
                item.appendDescription(to: &out)
            }
            out += "]"
        case .dictionary(let dictionary):
            if dictionary.isEmpty {
                out += "[:]"
                return
            }
            out += "["
            for position in dictionary.keys.indices {
                if position > 0 { out += ", " }
                TemplateValue.string(dictionary.keys[position]).appendDescription(to: &out)
                out += ": "
                dictionary.values[position].appendDescription(to: &out)
            }
            out += "]"
        default: appendRendered(to: &out)
        }
    }

    /// Stencil's truth: non-empty text and collections, `true`, numbers above zero; null is false.
    public var isTruthy: Bool {
        switch self {
        case .string(let text): return !text.isEmpty
        case .int(let number): return number > 0
        case .double(let number): return number > 0
        case .bool(let flag): return flag
        case .array(let items): return !items.isEmpty
        case .dictionary(let dictionary): return !dictionary.isEmpty
        case .null: return false
        }
    }

    /// The value as a number, for comparisons; nil for non-numbers.
    var numericValue: Double? {
        switch self {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    /// Template equality: numbers by value (`1 == 1.0`), everything else structurally.
    func templateEquals(_ other: TemplateValue) -> Bool {
        if let lhs = numericValue, let rhs = other.numericValue { return lhs == rhs }
        switch (self, other) {
        case (.array(let lhs), .array(let rhs)):
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.templateEquals($1) }
        default: return self == other
        }
    }

    /// A short name of the value's kind for error messages.
    var kindName: String {
        switch self {
        case .string: return "a string"
        case .int: return "an integer"
        case .double: return "a number"
        case .bool: return "a boolean"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .null: return "null"
        }
    }
}
