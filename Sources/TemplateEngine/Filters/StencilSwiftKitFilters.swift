/// StencilSwiftKit's filters that the core list does not have: `titlecase`,
/// `removeNewlines`, `basename`, `dirname`, `hexToInt`, `int255toFloat`, `percent`.
/// Semantics from StencilSwiftKit 2.10 (Documentation/filters-strings.md,
/// filters-numbers.md), outputs checked against it.
enum StencilSwiftKitFilters {
    static let all: [TemplateFilter] = [
        TemplateFilter("titlecase", summary: "Upper-cases the first letter (StencilSwiftKit's alias).") { value, _ in
            text(value).map { .string(StringTransforms.upperFirstLetter($0)) }
        },
        TemplateFilter(
            "removeNewlines", arity: 0...1,
            summary: "Removes all whitespace (`all`, default), or line breaks and each line's indentation (`leading`)."
        ) {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            let mode = arguments.first.flatMap { $0?.renderedText } ?? "all"
            guard let string = text(value) else { return nil }
            switch mode {
            case "all": return .string(StencilSwiftKitText.removingWhitespace(string))
            case "leading": return .string(StencilSwiftKitText.removingLineBreaksAndIndentation(string))
            default:
                throw TemplateFilterError("the mode of `removeNewlines` must be `all` or `leading`, not `\(mode)`")
            }
        },
        TemplateFilter("basename", summary: "The last component of a path: `a/b/c.txt` → `c.txt`.") { value, _ in
            text(value).map { .string(StencilSwiftKitText.lastComponent($0)) }
        },
        TemplateFilter("dirname", summary: "The folder of a path: `a/b/c.txt` → `a/b`.") { value, _ in
            text(value).map { .string(StencilSwiftKitText.parent($0)) }
        },
        TemplateFilter("hexToInt", summary: "Hexadecimal text as an integer: `ff` → `255`.") {
            (value, _) throws(TemplateFilterError) -> TemplateValue? in
            guard case .string(let hex)? = value else {
                throw TemplateFilterError("`hexToInt` needs text such as \"ff\", not \(kind(value))")
            }
            return Int(hex, radix: 16).map(TemplateValue.int)
        },
        TemplateFilter("int255toFloat", summary: "An integer 0–255 as a fraction of 1: `255` → `1.0`.") {
            (value, _) throws(TemplateFilterError) -> TemplateValue? in
            // Numbers from JSON count when they are whole, as Foundation's bridging lets them.
            guard let number = integer(value) else {
                throw TemplateFilterError("`int255toFloat` needs an integer, not \(kind(value))")
            }
            // StencilSwiftKit computes in `Float`: keep its digits (`0.5019608`).
            let fraction = Float(number) / Float(255.0)
            return .double(Double(fraction.description) ?? Double(fraction))
        },
        TemplateFilter("percent", summary: "A fraction as a whole percentage: `0.5` → `50%`.") {
            (value, _) throws(TemplateFilterError) -> TemplateValue? in
            guard let number = value?.numericValue else {
                throw TemplateFilterError("`percent` needs a number, not \(kind(value))")
            }
            return .string("\(Int(Float(number) * 100.0))%")
        },
    ]

    /// The text StencilSwiftKit's filters read: a string, or a number or boolean as it prints.
    private static func text(_ value: TemplateValue?) -> String? {
        switch value {
        case .string(let string)?: return string
        case .int, .double, .bool: return value?.renderedText
        default: return nil
        }
    }

    private static func integer(_ value: TemplateValue?) -> Int? {
        switch value {
        case .int(let number)?: return number
        case .double(let number)?: return Int(exactly: number)
        default: return nil
        }
    }

    private static func kind(_ value: TemplateValue?) -> String {
        value.map(\.kindName) ?? "an undefined value"
    }
}
