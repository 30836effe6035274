/// Every built-in filter, in one list: adding a filter is adding one entry here
/// (with its helper, when it needs one, in `StringTransforms`).
enum BuiltInFilters {
    /// The name of the filter that applies another filter by name.
    static let byName = "filter"

    static let all: [TemplateFilter] = [
        // MARK: - Stencil
        TemplateFilter(
            "capitalize", summary: "Capitalizes each word: `hello world` → `Hello World`.", role: .textCase(.capitalize)
        ) { value, _ in
            mapText(value, StringTransforms.capitalized)
        },
        TemplateFilter("uppercase", summary: "Upper-cases text.", role: .textCase(.uppercase)) { value, _ in
            mapText(value, StringTransforms.uppercased)
        },
        TemplateFilter("lowercase", summary: "Lower-cases text.", role: .textCase(.lowercase)) { value, _ in
            mapText(value, StringTransforms.lowercased)
        },
        TemplateFilter(
            "default", arity: 0...Int.max, summary: "The first argument when the value is undefined or null."
        ) {
            value, arguments in
            if let value, value != .null { return value }
            for case let argument? in arguments { return argument }
            return nil
        },
        TemplateFilter(
            "join", arity: 0...1, summary: "Joins an array's items with the argument (default empty).", role: .join
        ) {
            value, arguments in
            guard case .array(let items)? = value else { return value }
            let separator = arguments.first.flatMap { $0?.renderedText } ?? ""
            var joined = ""
            for (position, item) in items.enumerated() {
                if position > 0 { joined += separator }
                item.appendRendered(to: &joined)
            }
            return .string(joined)
        },
        TemplateFilter("split", arity: 0...1, summary: "Splits text on the argument (default a space).", role: .split) {
            value, arguments in
            guard case .string(let text)? = value else { return value }
            let separator = arguments.first.flatMap { $0?.renderedText } ?? " "
            return .array(StringTransforms.split(text, separator: separator).map(TemplateValue.string))
        },
        TemplateFilter(
            "indent", arity: 0...3, summary: "Indents every line but the first (width, character, first line)."
        ) {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            var width = 4
            var character = " "
            var indentFirst = false
            if arguments.count > 0 {
                guard case .int(let number)? = arguments[0] else {
                    throw TemplateFilterError("the width argument of `indent` must be an integer")
                }
                guard (0...1000).contains(number) else {
                    throw TemplateFilterError(
                        "the width argument of `indent` must be between 0 and 1000, not \(number)")
                }
                width = number
            }
            if arguments.count > 1 {
                guard case .string(let text)? = arguments[1] else {
                    throw TemplateFilterError("the indentation argument of `indent` must be a string")
                }
                character = text
            }
            if arguments.count > 2 {
                guard case .bool(let flag)? = arguments[2] else {
                    throw TemplateFilterError("the first-line argument of `indent` must be `true` or `false`")
                }
                indentFirst = flag
            }
            let indentation = String(repeating: character, count: width)
            return .string(StringTransforms.indent(value?.renderedText ?? "", with: indentation, first: indentFirst))
        },

        TemplateFilter(
            byName, arity: 1...1, summary: "Applies the filter named by the argument: `{{ s|filter:name }}`."
        ) {
            value, _ in value  // the renderer looks the named filter up; see `TemplateRenderer.apply`
        },

        // MARK: - StencilSwiftKit
        TemplateFilter("lowerFirstLetter", summary: "Lower-cases the first letter.") { value, _ in
            mapText(value, StringTransforms.lowerFirstLetter)
        },
        TemplateFilter("upperFirstLetter", summary: "Upper-cases the first letter.") { value, _ in
            mapText(value, StringTransforms.upperFirstLetter)
        },
        TemplateFilter("lowerFirstWord", summary: "Lower-cases the leading capitals: `URLChooser` → `urlChooser`.") {
            value, _ in mapText(value, StringTransforms.lowerFirstWord)
        },
        TemplateFilter(
            "camelToSnakeCase", arity: 0...1, summary: "`someName` → `some_name` (argument: lower-case, default true)."
        ) {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            let lower = try boolArgument(arguments, default: true, filter: "camelToSnakeCase")
            return mapText(value) { StringTransforms.camelToSnakeCase($0, lowercase: lower) }
        },
        TemplateFilter(
            "snakeToCamelCase", arity: 0...1, summary: "`some_name` → `SomeName` (argument: strip leading `_`)."
        ) {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            let strip = try boolArgument(arguments, default: false, filter: "snakeToCamelCase")
            return mapText(value) { StringTransforms.snakeToCamelCase($0, stripLeading: strip) }
        },
        TemplateFilter(
            "swiftIdentifier", arity: 0...1,
            summary: "A valid Swift identifier (argument: `normal`, `pretty` or `valid`)."
        ) {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            let mode = arguments.first.flatMap { $0?.renderedText } ?? "normal"
            guard mode == "normal" || mode == "pretty" || mode == "valid" else {
                throw TemplateFilterError(
                    "the mode of `swiftIdentifier` must be `normal`, `pretty` or `valid`, not `\(mode)`")
            }
            if mode == "valid" { return mapText(value, SwiftIdentifier.validIdentifier) }
            return mapText(value) { SwiftIdentifier.identifier(from: $0, pretty: mode == "pretty") }
        },
        TemplateFilter(
            "escapeReservedKeywords", summary: "Wraps a Swift keyword in backticks: `default` → `` `default` ``."
        ) {
            value, _ in mapText(value, SwiftIdentifier.escapeReservedKeyword)
        },
        TemplateFilter("contains", arity: 1...1, summary: "Whether the text contains the argument.") {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            .bool((value?.renderedText ?? "").contains(try textArgument(arguments, 0, filter: "contains")))
        },
        TemplateFilter("hasPrefix", arity: 1...1, summary: "Whether the text starts with the argument.") {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            .bool((value?.renderedText ?? "").hasPrefix(try textArgument(arguments, 0, filter: "hasPrefix")))
        },
        TemplateFilter("hasSuffix", arity: 1...1, summary: "Whether the text ends with the argument.") {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            .bool((value?.renderedText ?? "").hasSuffix(try textArgument(arguments, 0, filter: "hasSuffix")))
        },
        TemplateFilter(
            "replace", arity: 2...2, summary: "Replaces every occurrence of the first argument by the second."
        ) {
            (value, arguments) throws(TemplateFilterError) -> TemplateValue? in
            let target = try textArgument(arguments, 0, filter: "replace")
            let replacement = try textArgument(arguments, 1, filter: "replace")
            return mapText(value) { StringTransforms.replace(target, with: replacement, in: $0) }
        },

        // MARK: - scenegen
        TemplateFilter(
            "pluralize", arity: 0...1, summary: "A plural suffix for a count: `s`, or the argument's `singular,plural`."
        ) {
            value, arguments in
            let spec = arguments.first.flatMap { $0?.renderedText } ?? "s"
            let forms = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let (singular, plural) = forms.count >= 2 ? (forms[0], forms[1]) : ("", forms[0])
            let count: Double
            switch value {
            case .array(let items)?: count = Double(items.count)
            case .dictionary(let dictionary)?: count = Double(dictionary.count)
            default: count = value?.numericValue ?? Double(value?.renderedText ?? "") ?? 0
            }
            return .string(count == 1 ? singular : plural)
        },
    ]

    /// Applies a text transform to a value, or to each item of an array (as Stencil's case filters do).
    private static func mapText(_ value: TemplateValue?, _ transform: (String) -> String) -> TemplateValue? {
        switch value {
        case .array(let items)?: return .array(items.map { .string(transform($0.renderedText)) })
        case nil: return .string(transform(""))
        case let value?: return .string(transform(value.renderedText))
        }
    }

    private static func boolArgument(_ arguments: [TemplateValue?], default fallback: Bool, filter: String)
        throws(TemplateFilterError) -> Bool
    {
        guard let first = arguments.first else { return fallback }
        switch first {
        case .bool(let flag)?: return flag
        case .string("true")?: return true
        case .string("false")?: return false
        default: throw TemplateFilterError("the argument of `\(filter)` must be `true` or `false`")
        }
    }

    private static func textArgument(_ arguments: [TemplateValue?], _ index: Int, filter: String)
        throws(TemplateFilterError) -> String
    {
        guard index < arguments.count, let argument = arguments[index] else {
            throw TemplateFilterError("argument \(index + 1) of `\(filter)` is undefined")
        }
        return argument.renderedText
    }
}
