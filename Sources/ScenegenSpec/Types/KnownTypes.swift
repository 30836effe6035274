/// The standard library and Foundation types a spec may name without
/// declaring them. Other names are allowed (the module may declare them by
/// hand) and `validate` notes them.
public enum KnownTypes {
    /// Standard library types, by their unqualified names.
    public static let standardLibrary: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "Void", "Never", "Error", "Result", "Array", "Dictionary",
        "Set", "Optional", "Range", "ClosedRange", "AnyHashable", "StaticString", "Duration",
    ]

    /// Foundation types, by their unqualified names.
    public static let foundation: Set<String> = [
        "Date", "URL", "UUID", "Data", "Decimal", "CGFloat", "TimeInterval", "DateComponents", "DateInterval",
        "Locale", "TimeZone", "Calendar", "IndexPath", "IndexSet", "CharacterSet", "URLComponents", "URLRequest",
        "NSRange", "Notification", "NSNumber", "AttributedString", "PersonNameComponents", "Measurement",
    ]

    /// Whether `name` (possibly qualified with `Swift.` or `Foundation.`)
    /// names a standard library or Foundation type.
    public static func contains(_ name: String) -> Bool {
        let bare = unqualified(name)
        return standardLibrary.contains(bare) || foundation.contains(bare)
    }

    /// Every known name, for "did you mean" suggestions.
    public static var all: Set<String> { standardLibrary.union(foundation) }

    /// `name` without a leading `Swift.` or `Foundation.`.
    public static func unqualified(_ name: String) -> String {
        for prefix in ["Swift.", "Foundation."] where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }
}
