/// How a value reads on a terminal screen, for the lines generated view
/// controllers show by default: text as it is, `nil` as `—`, optionals
/// unwrapped, everything else as Swift describes it.
public enum TerminalText {
    /// What stands for a missing value.
    public static let missing = "—"

    /// `value` as screen text.
    public static func describe<Value>(_ value: Value) -> String {
        if let optional = value as? any OptionalText { return optional.screenText }
        if let text = value as? String { return text }
        return String(describing: value)
    }
}

/// Optionals, unwrapped at any depth for `TerminalText.describe`.
private protocol OptionalText {
    var screenText: String { get }
}

extension Optional: OptionalText {
    fileprivate var screenText: String {
        switch self {
        case .none: return TerminalText.missing
        case .some(let wrapped): return TerminalText.describe(wrapped)
        }
    }
}
