import ScenegenCore

/// Parses the expressions inside a tag: values with filters, and the
/// conditions of `if`, with Stencil's operator precedence (lowest first):
/// `in`, `or`, `and`, `not`, then the comparisons.
struct ExpressionParser {
    let source: TemplateSource
    let filters: TemplateFilterRegistry
    let tokens: [ExpressionToken]
    /// Where the tag's content ends, for "expected … at the end" spans.
    let end: Int
    var position: Int
    /// Open parentheses and `not`s around the term being parsed, bounded to keep recursion shallow.
    private var depth = 0

    /// How deeply parentheses and `not` may nest in one condition.
    static let maximumDepth = 100

    init(
        source: TemplateSource, filters: TemplateFilterRegistry, tokens: [ExpressionToken], end: Int, position: Int = 0
    ) {
        self.source = source
        self.filters = filters
        self.tokens = tokens
        self.end = end
        self.position = position
    }

    var current: ExpressionToken? { position < tokens.count ? tokens[position] : nil }
    var atEnd: Bool { position >= tokens.count }

    mutating func advance() { position += 1 }

    /// The span of the current token, or the end of the tag.
    var currentSpan: TemplateSpan {
        if let current { return source.span(current.start, current.end) }
        return source.span(end, end)
    }

    func describe(_ token: ExpressionToken) -> String {
        token.kind == .string ? "the string \"\(token.text)\"" : "`\(token.text)`"
    }

    /// Fails unless every token was used.
    func expectEnd(_ what: String) throws(TemplateError) {
        guard let current else { return }
        throw TemplateError("unexpected \(describe(current)) \(what)", at: currentSpan)
    }

    // MARK: - Values

    /// `operand|filter:arg,arg|filter`.
    mutating func parseValue() throws(TemplateError) -> ValueExpression {
        guard position < tokens.count else {
            throw TemplateError("expected a variable or a value", at: currentSpan)
        }
        // Only the positions are read: copying a token would retain its text.
        let start = tokens[position].start
        let operand = try parseOperand()
        let applications = try parseFilters()
        return ValueExpression(
            operand: operand, filters: applications, span: source.span(start, tokens[position - 1].end),
            hasDefault: applications.contains { $0.filter.name == "default" })
    }

    /// Zero or more `|name:args`.
    mutating func parseFilters() throws(TemplateError) -> [FilterApplication] {
        guard let first = current, first.isSymbol("|") else { return [] }
        // Made once for the bars left in the tag (at least as many as filters here), not grown per filter.
        var applications: [FilterApplication] = []
        applications.reserveCapacity(tokens[position...].reduce(0) { $1.isSymbol("|") ? $0 + 1 : $0 })
        while let bar = current, bar.isSymbol("|") {
            advance()
            applications.append(try parseFilterApplication(after: bar))
        }
        return applications
    }

    /// `name` or `name:arg,arg` (the `|` already read).
    mutating func parseFilterApplication(after bar: ExpressionToken?) throws(TemplateError) -> FilterApplication {
        guard let name = current, name.kind == .word else {
            throw TemplateError("expected a filter name\(bar == nil ? "" : " after `|`")", at: currentSpan)
        }
        let span = source.span(name.start, name.end)
        guard let filter = filters[name.text] else {
            var message = "unknown filter `\(name.text)`"
            if let suggestion = NameSuggestion.closest(to: name.text, among: filters.names) {
                message += "; did you mean `\(suggestion)`?"
            }
            throw TemplateError(message, at: span)
        }
        advance()
        var arguments: [Operand] = []
        if let colon = current, colon.isSymbol(":") {
            advance()
            arguments.append(try parseOperand())
            while let comma = current, comma.isSymbol(",") {
                advance()
                arguments.append(try parseOperand())
            }
        }
        guard filter.arity.contains(arguments.count) else {
            throw TemplateError(
                "filter `\(filter.name)` takes \(Self.describe(filter.arity)), not \(arguments.count)", at: span)
        }
        return FilterApplication(
            filter: filter, arguments: arguments, span: span, isByName: filter.name == BuiltInFilters.byName)
    }

    private static func describe(_ arity: ClosedRange<Int>) -> String {
        func arguments(_ count: Int) -> String { count == 1 ? "1 argument" : "\(count) arguments" }
        if arity.lowerBound == arity.upperBound {
            return arguments(arity.lowerBound) == "0 arguments" ? "no argument" : arguments(arity.lowerBound)
        }
        if arity.upperBound == Int.max { return "at least \(arguments(arity.lowerBound))" }
        if arity.lowerBound == 0 { return "at most \(arguments(arity.upperBound))" }
        return "\(arity.lowerBound) to \(arguments(arity.upperBound))"
    }

    /// A literal, a lookup or a range.
    mutating func parseOperand() throws(TemplateError) -> Operand {
        guard let token = current else {
            throw TemplateError("expected a variable or a value", at: currentSpan)
        }
        switch token.kind {
        case .string:
            advance()
            return .literal(.string(token.text))
        case .symbol:
            throw TemplateError("expected a variable or a value, found `\(token.text)`", at: currentSpan)
        case .word:
            advance()
            return try VariableReferenceParser(source: source).operand(token.text, start: token.start)
        }
    }

    // MARK: - Conditions

    private enum Term {
        case value(ValueExpression)
        case condition(ConditionExpression)

        var condition: ConditionExpression {
            switch self {
            case .value(let value): return value.bareLookup.map(ConditionExpression.lookup) ?? .value(value)
            case .condition(let condition): return condition
            }
        }
    }

    /// A whole condition.
    mutating func parseCondition() throws(TemplateError) -> ConditionExpression {
        // A lone variable ending the tag (`if field.optional`), the commonest condition: its
        // lookup, with no value expression made to be dropped (what `parseTerm` would return).
        if position + 1 == tokens.count, tokens[position].kind == .word,
            !Self.operatorWords.contains(tokens[position].text),
            case .lookup(let lookup) = try VariableReferenceParser(source: source).operand(
                tokens[position].text, start: tokens[position].start)
        {
            advance()
            return .lookup(lookup)
        }
        return try parseTerm(bindingPower: 0).condition
    }

    /// The words `parseTerm` reads as operators, not as a value, at the start of a term.
    private static let operatorWords = ["not", "and", "or", "in"]

    private func infixPower(_ token: ExpressionToken) -> Int? {
        switch token.kind {
        case .word:
            switch token.text {
            case "in": return 5
            case "or": return 6
            case "and": return 7
            default: return nil
            }
        case .symbol:
            return ComparisonOperator(rawValue: token.text) == nil ? nil : 10
        case .string:
            return nil
        }
    }

    private mutating func parseTerm(bindingPower: Int) throws(TemplateError) -> Term {
        guard let token = current else {
            throw TemplateError("expected a condition", at: currentSpan)
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw TemplateError("the condition nests deeper than \(Self.maximumDepth) levels", at: currentSpan)
        }
        var left: Term
        if token.isWord("not") {
            advance()
            left = .condition(.not(try parseTerm(bindingPower: 8).condition))
        } else if token.isSymbol("(") {
            advance()
            let inner = try parseTerm(bindingPower: 0)
            guard let close = current, close.isSymbol(")") else {
                throw TemplateError("expected `)` to close the `(`", at: currentSpan)
            }
            _ = close
            advance()
            left = .condition(inner.condition)
        } else if token.kind == .word, ["and", "or", "in"].contains(token.text) {
            throw TemplateError("`\(token.text)` needs a value on its left", at: currentSpan)
        } else if token.isSymbol(")") {
            throw TemplateError("unexpected `)` without a matching `(`", at: currentSpan)
        } else {
            left = .value(try parseValue())
        }
        while let operatorToken = current, let power = infixPower(operatorToken), bindingPower < power {
            advance()
            let operatorSpan = source.span(operatorToken.start, operatorToken.end)
            let right = try parseTerm(bindingPower: power)
            switch operatorToken.text {
            case "or": left = .condition(.or(left.condition, right.condition))
            case "and": left = .condition(.and(left.condition, right.condition))
            default:
                guard case .value(let lhs) = left, case .value(let rhs) = right else {
                    throw TemplateError(
                        "`\(operatorToken.text)` compares two values; a condition cannot be one of them",
                        at: operatorSpan)
                }
                if let comparison = ComparisonOperator(rawValue: operatorToken.text) {
                    left = .condition(.compare(comparison, lhs, rhs))
                } else {
                    left = .condition(.contains(lhs, rhs))
                }
            }
        }
        return left
    }
}
