import ScenegenCore

/// A variable reference as written: its compiled path, shared by every
/// reference written alike, and where this one is. Plain data beside the
/// path, so a parse makes no object per reference and a node holding one
/// copies with a single retain.
struct VariableLookup {
    let path: LookupPath
    private let startOffset: UInt32
    private let endOffset: UInt32

    /// The reference at bytes `start..<end` of its path's template.
    init(path: LookupPath, start: Int, end: Int) {
        self.path = path
        startOffset = UInt32(clamping: start)
        endOffset = UInt32(clamping: max(start, end))
    }

    /// A reference with steps of its own, at `span` (of the template `span` is in).
    init(head: String, accessors: [LookupAccessor], span: TemplateSpan) {
        self.init(
            path: LookupPath(head: head, accessors: accessors, text: span.text), start: span.startByte,
            end: span.endByte)
    }

    var head: String { path.head }
    var headFingerprint: Int { path.headFingerprint }
    var accessors: [LookupAccessor] { path.accessors }

    /// Where the reference is written.
    var span: TemplateSpan { TemplateSpan(path.text, Int(startOffset), Int(endOffset)) }

    /// The reference as written, for messages: `scene.fields.first.name`.
    var text: String { span.sourceText }
}

/// The steps of a variable reference: the first name and the accessors after it.
final class LookupPath {
    let head: String
    let headFingerprint: Int
    /// The accessors when all are `.name` steps (nil with a `[expression]`): what
    /// rendering walks, reading each step's fingerprint and kind in place.
    let memberSteps: [MemberAccessor]?
    /// The accessors when one is a `[expression]` (nil otherwise, where `memberSteps` holds them).
    private let subscriptedAccessors: [LookupAccessor]?
    /// The template the references of this path are written in, which their spans point into.
    let text: TemplateText

    /// A path of `.name` steps only.
    init(head: String, members: [MemberAccessor], text: TemplateText) {
        self.head = head
        self.headFingerprint = head.templateFingerprint
        self.text = text
        memberSteps = members
        subscriptedAccessors = nil
    }

    /// A path of any accessors.
    init(head: String, accessors: [LookupAccessor], text: TemplateText) {
        self.head = head
        self.headFingerprint = head.templateFingerprint
        self.text = text
        var members: [MemberAccessor] = []
        members.reserveCapacity(accessors.count)
        for accessor in accessors {
            guard case .member(let member) = accessor else { break }
            members.append(member)
        }
        if members.count == accessors.count {
            memberSteps = members
            subscriptedAccessors = nil
        } else {
            memberSteps = nil
            subscriptedAccessors = accessors
        }
    }

    /// Every accessor after the head, in order.
    var accessors: [LookupAccessor] {
        subscriptedAccessors ?? (memberSteps ?? []).map(LookupAccessor.member)
    }
}

/// One step of a lookup after the first name.
enum LookupAccessor {
    /// `.name`: a dictionary key, or `count` / `first` / `last` / an index on
    /// arrays and strings (Stencil's rules; `count` also on dictionaries).
    case member(MemberAccessor)
    /// `[expression]`: the expression's value, as text, used like a `.name` step.
    case dynamic(Operand)
}

/// A `.name` step: the name, its fingerprint and what it means on arrays.
/// A struct, held inline in its path's steps: no object per step. Rendering
/// reads the fingerprint and kind, and the name only when the fingerprint
/// cannot tell.
struct MemberAccessor {
    let name: String
    let fingerprint: Int
    let kind: MemberKind

    init(_ name: String) {
        self.name = name
        self.fingerprint = name.templateFingerprint
        self.kind = MemberKind(name, fingerprint: fingerprint)
    }
}

/// What a member name means on arrays and strings, decided at parse time.
enum MemberKind {
    case plain
    case count
    case first
    case last
    case index(Int)
    /// `forloop.counter`, `.counter0`, `.length`: plain names elsewhere.
    case counter
    case counter0
    case length

    init(_ name: String) {
        self.init(name, fingerprint: name.templateFingerprint)
    }

    /// The kind of `name`, whose `templateFingerprint` is `fingerprint`: the special
    /// names are told by their fingerprints (exact for all but `counter0`), comparing no string.
    init(_ name: String, fingerprint: Int) {
        switch fingerprint {
        case Self.countFingerprint: self = .count
        case Self.firstFingerprint: self = .first
        case Self.lastFingerprint: self = .last
        case Self.counterFingerprint: self = .counter
        case Self.lengthFingerprint: self = .length
        case Self.counter0Fingerprint where name == "counter0": self = .counter0
        default:
            // Only a word starting with a digit or `-` can be an index: skip parsing the rest.
            guard let first = name.utf8.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
                self = .plain
                return
            }
            self = Int(name).map(MemberKind.index) ?? .plain
        }
    }

    private static let countFingerprint = "count".templateFingerprint
    private static let firstFingerprint = "first".templateFingerprint
    private static let lastFingerprint = "last".templateFingerprint
    private static let counterFingerprint = "counter".templateFingerprint
    private static let lengthFingerprint = "length".templateFingerprint
    private static let counter0Fingerprint = "counter0".templateFingerprint
}

extension MemberKind {
    /// Whether the step reads a dictionary by key (every kind but `count`, which counts it).
    var isPlainOnDictionaries: Bool {
        if case .count = self { return false }
        return true
    }
}

/// A value before filters: a literal, a lookup, or a range `a...b`. Only ranges
/// are boxed: a literal (`split:"_"`) costs a parse no box.
enum Operand {
    case literal(TemplateValue)
    case lookup(VariableLookup)
    indirect case range(ValueExpression, ValueExpression, TemplateSpan)
}

/// A filter applied with its arguments: `join:", "`. A class, so rendering
/// refers to it instead of copying the filter's fields.
final class FilterApplication {
    let filter: TemplateFilter
    /// The filter's function, read once here instead of out of `filter` at every call.
    let function: TemplateFilter.Function
    let arguments: [Operand]
    /// The arguments' values when all of them are literals (`split:"_"`), made once for every call.
    let literalArguments: [TemplateValue?]?
    let span: TemplateSpan
    /// `filter:name`: applies the filter named by its argument, looked up while rendering.
    let isByName: Bool

    init(filter: TemplateFilter, arguments: [Operand], span: TemplateSpan, isByName: Bool) {
        self.filter = filter
        self.function = filter.apply
        self.arguments = arguments
        var literals: [TemplateValue?] = []
        for argument in arguments {
            guard case .literal(let value) = argument else { break }
            literals.append(value)
        }
        self.literalArguments = literals.count == arguments.count ? literals : nil
        self.span = span
        self.isByName = isByName
    }
}

/// An operand followed by zero or more filters: `scene.snake|split:"_"|join:""`.
/// A class so rendering passes it by reference instead of copying its fields.
final class ValueExpression {
    let operand: Operand
    let filters: [FilterApplication]
    let span: TemplateSpan
    /// Whether a `default` filter handles an undefined operand (strict mode lets it through).
    let hasDefault: Bool
    /// The last filters, when an output can print their result in place, and the position of the first.
    let tail: OutputTail?
    let tailStart: Int
    /// The operand's lookup when there is no filter (`if field.optional`), read without matching the operand.
    let bareLookup: VariableLookup?

    init(operand: Operand, filters: [FilterApplication], span: TemplateSpan, hasDefault: Bool) {
        self.operand = operand
        self.filters = filters
        self.span = span
        self.hasDefault = hasDefault
        let found = OutputTail.of(filters)
        self.tail = found?.tail
        self.tailStart = found?.start ?? filters.count
        if filters.isEmpty, case .lookup(let lookup) = operand { bareLookup = lookup } else { bareLookup = nil }
    }
}

/// The comparison operators of `if`.
enum ComparisonOperator: String {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

/// A condition of `if`, `elif`, `where` and inline `if`. Only the cases holding
/// conditions are boxed: a lookup or a comparison is held inline, so the commonest
/// conditions cost a parse no box and a render no reference to one.
enum ConditionExpression {
    /// A variable with no filter (`if field.optional`), the commonest condition: its truth.
    case lookup(VariableLookup)
    case value(ValueExpression)
    indirect case not(ConditionExpression)
    indirect case and(ConditionExpression, ConditionExpression)
    indirect case or(ConditionExpression, ConditionExpression)
    case compare(ComparisonOperator, ValueExpression, ValueExpression)
    case contains(ValueExpression, ValueExpression)
}
