/// What a built-in filter is to an output that prints its result in place.
enum FilterRole: Sendable {
    case textCase(TextCase)
    case split
    case join
}

/// The last filters of an output when they can print their result straight
/// into the render's output instead of building it as a value first:
/// `{{ name|uppercase }}` copies the bytes changed, and
/// `{{ name|split:"_"|capitalize|join:"" }}` prints each part changed, with no
/// array and no string made. Found once, when the template is parsed; what
/// it prints is what the filters would have printed.
enum OutputTail {
    /// One or more case filters at the end, applied to text as it is copied.
    case textCase(TextCaseList)
    /// `join` at the end: an array's items printed with the separator between them.
    case join(separator: String)
    /// `split`, then case filters, then `join`: each part of the text printed
    /// changed, with the join's separator between them.
    case splitJoin(split: String, cases: TextCaseList, join: String)

    /// The tail of `filters` and the position of its first filter; nil when
    /// the last filters print no faster in place. Arguments must be literals.
    static func of(_ filters: [FilterApplication]) -> (tail: OutputTail, start: Int)? {
        var start = filters.count
        var joinSeparator: String?
        if let last = filters.last, case .join? = last.filter.role, let arguments = last.literalArguments {
            joinSeparator = arguments.first.flatMap { $0?.renderedText } ?? ""
            start -= 1
        }
        var cases = TextCaseList()
        // Past the list's capacity, the case filters before are left to the filters themselves.
        while start > 0, case .textCase(let textCase)? = filters[start - 1].filter.role, cases.prepend(textCase) {
            start -= 1
        }
        if let joinSeparator {
            if start > 0, case .split? = filters[start - 1].filter.role,
                let arguments = filters[start - 1].literalArguments
            {
                let splitSeparator = arguments.first.flatMap { $0?.renderedText } ?? " "
                return (.splitJoin(split: splitSeparator, cases: cases, join: joinSeparator), start - 1)
            }
            // A case filter before a lone `join` maps an array's items: left to the filters.
            return (.join(separator: joinSeparator), filters.count - 1)
        }
        return cases.isEmpty ? nil : (.textCase(cases), start)
    }

    /// Prints what the tail's filters make of `value`; false, printing nothing,
    /// when `value` is of a kind the tail leaves to the filters themselves.
    func print(_ value: TemplateValue?, into out: inout OutputBuffer) -> Bool {
        switch self {
        case .textCase(let cases):
            guard case .string(let text)? = value else { return false }
            TextCase.append(text, changedBy: cases, to: &out)
        case .join(let separator):
            guard case .array(let items)? = value else { return false }
            for position in items.indices {
                if position > 0 { out.append(separator) }
                items[position].appendRendered(to: &out)
            }
        case .splitJoin(let split, let cases, let join):
            guard case .string(let text)? = value else { return false }
            var first = true
            StringTransforms.forEachPart(of: text, separatedBy: split) { part in
                if !first, !join.isEmpty { out.append(join) }
                first = false
                TextCase.append(part, changedBy: cases, to: &out)
            }
        }
        return true
    }
}
