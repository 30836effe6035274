import ScenegenCore

/// Evaluating expressions: lookups, filters, conditions.
extension TemplateRenderer {
    // MARK: - Values

    /// The value of `expression`; in strict mode an undefined operand without
    /// a `default` filter is an error.
    mutating func evaluate(_ expression: ValueExpression, strict: Bool) throws(TemplateError) -> TemplateValue? {
        try evaluate(expression, strict: strict, filtersBefore: expression.filters.count)
    }

    /// Prints the value of `expression` into `out`; its last filters print in place when they can.
    mutating func print(_ expression: ValueExpression, into out: inout OutputBuffer) throws(TemplateError) {
        guard let tail = expression.tail else {
            try evaluate(expression, strict: strict)?.appendRendered(to: &out)
            return
        }
        let value = try evaluate(expression, strict: strict, filtersBefore: expression.tailStart)
        if tail.print(value, into: &out) { return }
        var filtered = value
        let filters = expression.filters
        for position in expression.tailStart..<filters.count { filtered = try apply(filters[position], to: filtered) }
        filtered?.appendRendered(to: &out)
    }

    /// The value of `expression`'s operand through its filters before position `end`.
    @inline(__always)
    private mutating func evaluate(_ expression: ValueExpression, strict: Bool, filtersBefore end: Int)
        throws(TemplateError) -> TemplateValue?
    {
        var value: TemplateValue?
        if case .lookup(let lookup) = expression.operand {
            value = try resolve(lookup)
        } else {
            value = try evaluate(expression.operand)
        }
        if value == nil, strict, !expression.hasDefault, case .lookup(let lookup) = expression.operand {
            throw undefinedError(lookup)
        }
        let filters = expression.filters
        var position = 0
        while position < end {
            value = try apply(filters[position], to: value)
            position += 1
        }
        return value
    }

    mutating func apply(_ application: FilterApplication, to value: TemplateValue?) throws(TemplateError)
        -> TemplateValue?
    {
        var arguments: [TemplateValue?]
        if let literals = application.literalArguments {
            arguments = literals
        } else {
            arguments = []
            arguments.reserveCapacity(application.arguments.count)
            for argument in application.arguments { arguments.append(try evaluate(argument)) }
        }
        do throws(TemplateFilterError) {
            if application.isByName {
                let name = arguments.first.flatMap { $0?.renderedText } ?? ""
                guard let named = environment.filters[name], name != BuiltInFilters.byName else {
                    throw TemplateFilterError("`filter` names no known filter: `\(name)`")
                }
                return try named.apply(value, [])
            }
            return try application.function(value, arguments)
        } catch {
            throw TemplateError(error.message, at: application.span)
        }
    }

    mutating func evaluate(_ operand: Operand) throws(TemplateError) -> TemplateValue? {
        switch operand {
        case .literal(let value):
            return value
        case .lookup(let lookup):
            return try resolve(lookup)
        case .range(let lower, let upper, let span):
            guard let low = Self.integer(try evaluate(lower, strict: false)),
                let high = Self.integer(try evaluate(upper, strict: false))
            else {
                throw TemplateError("both ends of a range must be integers", at: span)
            }
            guard abs(Double(high) - Double(low)) <= 1_000_000 else {
                throw TemplateError("a range may hold at most 1000000 numbers", at: span)
            }
            return .array(
                low <= high ? (low...high).map(TemplateValue.int) : (high...low).reversed().map(TemplateValue.int))
        }
    }

    /// An integer, or a number with its fraction dropped (Stencil converts range ends so).
    static func integer(_ value: TemplateValue?) -> Int? {
        switch value {
        case .int(let number)?: return number
        case .double(let number)?: return Int(exactly: number.rounded(.towardZero))
        default: return nil
        }
    }

    /// Follows a lookup through the scope, then the context; nil when any step is missing.
    @inline(__always)
    mutating func resolve(_ lookup: VariableLookup) throws(TemplateError) -> TemplateValue? {
        let path = lookup.path
        guard let steps = path.memberSteps else { return try resolveWithSubscripts(lookup) }
        guard let position = scope.position(of: path.head, fingerprint: path.headFingerprint) else {
            guard let found = context[path.head] ?? tags.renderedBlocks(named: path.head) else { return nil }
            return Self.follow(steps, from: 0, of: found)
        }
        // The bound value is read in place: only what the lookup ends on is copied.
        switch scope.bindings[position].kind {
        case .value:
            return scope.bindings.withUnsafeBufferPointer { bindings in
                // One step out of a bound dictionary (`field.name`, the commonest lookup) is
                // taken where the dictionary lies, inlined with no call that could release it,
                // so the dictionary is neither copied nor retained.
                if steps.count == 1, steps[0].kind.isPlainOnDictionaries,
                    case .dictionary(let dictionary) = bindings[position].value
                {
                    return dictionary.value(fingerprint: steps[0].fingerprint) { steps[0].name }
                }
                return Self.follow(steps, from: 0, of: bindings[position].value)
            }
        case .element(let index):
            return scope.bindings.withUnsafeBufferPointer { bindings in
                guard case .array(let items) = bindings[position].value, index < items.count else { return nil }
                // As above, for a loop variable (`field.name`): read in the loop's items, inlined.
                if steps.count == 1, steps[0].kind.isPlainOnDictionaries,
                    case .dictionary(let dictionary) = items[index]
                {
                    return dictionary.value(fingerprint: steps[0].fingerprint) { steps[0].name }
                }
                return Self.follow(steps, from: 0, of: items[index])
            }
        case .loop(let index, let count):
            guard let first = steps.first else { return Self.loopDictionary(index: index, count: count) }
            let value: TemplateValue
            switch first.kind {
            case .first: value = .bool(index == 0)
            case .last: value = .bool(index == count - 1)
            case .counter: value = .int(index + 1)
            case .counter0: value = .int(index)
            case .length: value = .int(count)
            default: return nil
            }
            return Self.follow(steps, from: 1, of: value)
        case .hidden:
            return nil
        }
    }

    /// Prints what `lookup` leads to into `out` (a `{{ a.b }}` node); false when it is undefined.
    @inline(__always)
    mutating func appendResolved(_ lookup: VariableLookup, into out: inout OutputBuffer) throws(TemplateError) -> Bool {
        guard let value = try resolve(lookup) else { return false }
        value.appendRendered(to: &out)
        return true
    }

    /// The value `steps[start...]` lead to from `value`.
    @inline(__always)
    static func follow(_ steps: [MemberAccessor], from start: Int, of value: TemplateValue)
        -> TemplateValue?
    {
        guard start < steps.count else { return value }
        guard var current = member(steps, at: start, of: value) else { return nil }
        var position = start + 1
        while position < steps.count {
            guard let next = member(steps, at: position, of: current) else { return nil }
            current = next
            position += 1
        }
        return current
    }

    /// Step `position` of `steps`: like `member(_:_:fingerprint:of:)`, reading the name only when needed.
    @inline(__always)
    static func member(_ steps: [MemberAccessor], at position: Int, of value: TemplateValue) -> TemplateValue? {
        if case .dictionary(let dictionary) = value {
            if case .count = steps[position].kind { return .int(dictionary.count) }
            return dictionary.value(fingerprint: steps[position].fingerprint) { steps[position].name }
        }
        return member(steps[position].name, steps[position].kind, fingerprint: steps[position].fingerprint, of: value)
    }

    /// `resolve` for a lookup with a `[expression]` subscript.
    private mutating func resolveWithSubscripts(_ lookup: VariableLookup) throws(TemplateError) -> TemplateValue? {
        var value: TemplateValue
        let accessors = lookup.accessors
        var start = 0
        switch scope.slot(named: lookup.head, fingerprint: lookup.headFingerprint) {
        case .value(let bound)?:
            value = bound
        case .loop(let index, let count)?:
            if !accessors.isEmpty, case .member(let member) = accessors[0] {
                start = 1
                switch member.kind {
                case .first: value = .bool(index == 0)
                case .last: value = .bool(index == count - 1)
                case .counter: value = .int(index + 1)
                case .counter0: value = .int(index)
                case .length: value = .int(count)
                default: return nil
                }
            } else {
                value = Self.loopDictionary(index: index, count: count)
            }
        case .hidden?, nil:
            guard let found = context[lookup.head] ?? tags.renderedBlocks(named: lookup.head) else { return nil }
            value = found
        }
        var position = start
        while position < accessors.count {
            defer { position += 1 }
            switch accessors[position] {
            case .member(let member):
                guard let next = Self.member(member.name, member.kind, fingerprint: member.fingerprint, of: value)
                else {
                    return nil
                }
                value = next
            case .dynamic(let operand):
                guard let key = try evaluate(operand) else { return nil }
                let name = key.renderedText
                guard let next = Self.member(name, MemberKind(name), fingerprint: name.templateFingerprint, of: value)
                else {
                    return nil
                }
                value = next
            }
        }
        return value
    }

    /// `forloop` as a dictionary, for `{{ forloop }}` or `forloop[key]`.
    static func loopDictionary(index: Int, count: Int) -> TemplateValue {
        [
            "first": .bool(index == 0), "last": .bool(index == count - 1), "counter": .int(index + 1),
            "counter0": .int(index), "length": .int(count),
        ]
    }

    /// One lookup step, with Stencil's rules: dictionaries by key (`count`
    /// counts them), arrays and strings by `first`, `last`, `count` or index.
    @inline(__always)
    static func member(_ name: String, _ kind: MemberKind, fingerprint: Int, of value: TemplateValue) -> TemplateValue?
    {
        switch value {
        case .dictionary(let dictionary):
            if case .count = kind { return .int(dictionary.count) }
            return dictionary.value(forKey: name, fingerprint: fingerprint)
        case .array(let items):
            switch kind {
            case .count: return .int(items.count)
            case .first: return items.first
            case .last: return items.last
            case .index(let position): return position >= 0 && position < items.count ? items[position] : nil
            case .plain, .counter, .counter0, .length: return nil
            }
        case .string(let text):
            switch kind {
            case .count: return .int(text.count)
            case .first: return text.first.map { .string(String($0)) }
            case .last: return text.last.map { .string(String($0)) }
            case .index(let position):
                guard position >= 0,
                    let index = text.index(text.startIndex, offsetBy: position, limitedBy: text.endIndex),
                    index < text.endIndex
                else { return nil }
                return .string(String(text[index]))
            case .plain, .counter, .counter0, .length: return nil
            }
        default:
            return nil
        }
    }

    // MARK: - Conditions

    mutating func evaluate(_ condition: ConditionExpression) throws(TemplateError) -> Bool {
        switch condition {
        case .lookup(let lookup):
            return try resolve(lookup)?.isTruthy ?? false
        case .value(let value):
            return try evaluate(value, strict: false)?.isTruthy ?? false
        case .not(let inner):
            return try !evaluate(inner)
        case .and(let lhs, let rhs):
            guard try evaluate(lhs) else { return false }
            return try evaluate(rhs)
        case .or(let lhs, let rhs):
            if try evaluate(lhs) { return true }
            return try evaluate(rhs)
        case .compare(let comparison, let lhs, let rhs):
            let left = try evaluate(lhs, strict: false)
            let right = try evaluate(rhs, strict: false)
            switch comparison {
            case .equal: return Self.equal(left, right)
            case .notEqual: return !Self.equal(left, right)
            default:
                guard let a = left?.numericValue, let b = right?.numericValue else { return false }
                switch comparison {
                case .less: return a < b
                case .lessOrEqual: return a <= b
                case .greater: return a > b
                default: return a >= b
                }
            }
        case .contains(let lhs, let rhs):
            let needle = try evaluate(lhs, strict: false)
            let haystack = try evaluate(rhs, strict: false)
            switch (needle, haystack) {
            case (nil, nil): return true
            case (let needle?, .array(let items)?): return items.contains { $0.templateEquals(needle) }
            case (.string(let part)?, .string(let whole)?): return whole.contains(part)
            // Stencil: a dictionary on the right holds nothing (`in` tests arrays, ranges and strings).
            default: return false
            }
        }
    }

    /// Stencil's equality: two undefined values are equal, undefined equals nothing else.
    static func equal(_ lhs: TemplateValue?, _ rhs: TemplateValue?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let a?, let b?): return a.templateEquals(b)
        default: return false
        }
    }

    // MARK: - Strict mode

    /// "undefined variable" naming the lookup, and the missing step with a suggestion when there is one.
    func undefinedError(_ lookup: VariableLookup) -> TemplateError {
        var message = "undefined variable `\(lookup.text)`"
        if case nil = scope.slot(named: lookup.head, fingerprint: lookup.headFingerprint), context[lookup.head] == nil {
            let names = Array(context.keys) + scope.names
            if let suggestion = NameSuggestion.closest(to: lookup.head, among: names) {
                message += "; did you mean `\(suggestion)`?"
            }
            return TemplateError(message, at: lookup.span)
        }
        var copy = self
        var path = lookup.head
        for (position, accessor) in lookup.accessors.enumerated() {
            let partial = VariableLookup(
                head: lookup.head, accessors: Array(lookup.accessors.prefix(position)), span: lookup.span)
            guard let value = try? copy.resolve(partial) else { break }
            if case .member(let member) = accessor {
                let name = member.name
                let next = VariableLookup(
                    head: lookup.head, accessors: Array(lookup.accessors.prefix(position + 1)),
                    span: lookup.span)
                if (try? copy.resolve(next)) == nil {
                    if case .dictionary(let dictionary) = value {
                        message += ": `\(path)` has no key `\(name)`"
                        if let suggestion = NameSuggestion.closest(to: name, among: dictionary.keys) {
                            message += "; did you mean `\(suggestion)`?"
                        }
                    } else if case .array(let items) = value, items.isEmpty {
                        message += ": `\(path)` is an empty array"
                    } else {
                        message += ": `\(path)` is \(value.kindName) without `\(name)`"
                    }
                    break
                }
                path += "." + name
            } else {
                path += "[…]"
            }
        }
        return TemplateError(message, at: lookup.span)
    }
}
