/// What the spec needs to know about Swift names: which strings are
/// identifiers, which are keywords (and so need backticks), and how a name
/// is written in UpperCamelCase or lowerCamelCase.
public enum SwiftIdentifier {
    /// Keywords that cannot be used as a name without backticks. Contextual
    /// keywords that are harmless to escape (`await`, `any`, `some`) are
    /// included so generated code never trips over them.
    public static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "any", "some", "_",
    ]

    /// Whether `name` is a plain Swift identifier: a letter or `_`, then
    /// letters, digits or `_`. Keywords count as identifiers here.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `name` is a keyword that needs backticks.
    public static func isKeyword(_ name: String) -> Bool {
        keywords.contains(name)
    }

    /// `name`, in backticks when it is a keyword: `default` becomes `` `default` ``.
    public static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label: only `let`, `var` and `inout` need backticks
    /// there (`init(default: Int)` is fine, and escaping it draws a warning).
    public static func label(_ name: String) -> String {
        ["let", "var", "inout"].contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` is an identifier in UpperCamelCase: an uppercase first
    /// letter and no underscores.
    public static func isUpperCamelCase(_ name: String) -> Bool {
        guard isIdentifier(name), let first = name.first else { return false }
        return first.isUppercase && !name.contains("_")
    }

    /// Whether `name` is an identifier in lowerCamelCase: a lowercase first
    /// letter and no underscores.
    public static func isLowerCamelCase(_ name: String) -> Bool {
        guard isIdentifier(name), let first = name.first else { return false }
        return first.isLowercase && !name.contains("_")
    }

    /// `name` in UpperCamelCase: `car-details`, `car_details`, `carDetails`
    /// and `car details` all become `CarDetails`. Letters after the first of
    /// each word keep their case, so `URLList` stays as it is.
    public static func upperCamelCase(_ name: String) -> String {
        words(of: name).map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
    }

    /// `name` in lowerCamelCase: `car_id` becomes `carId`, `CarID` becomes
    /// `carID` and `URLString` becomes `urlString`.
    public static func lowerCamelCase(_ name: String) -> String {
        let upper = upperCamelCase(name)
        let characters = Array(upper)
        var leadingUppercase = 0
        while leadingUppercase < characters.count, characters[leadingUppercase].isUppercase {
            leadingUppercase += 1
        }
        if leadingUppercase == 0 { return upper }
        // All capitals (`ID`), or one capital (`Car`): lowercase them all. A
        // run of capitals before a word (`URLString`) keeps the word's capital.
        let lowered: Int
        if leadingUppercase == characters.count || leadingUppercase == 1 {
            lowered = leadingUppercase
        } else if characters[leadingUppercase].isLetter {
            lowered = leadingUppercase - 1
        } else {
            lowered = leadingUppercase
        }
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The words of a name written with separators (`-`, `_`, spaces, dots).
    private static func words(of name: String) -> [Substring] {
        name.split { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }
    }

    /// A title from a type name: `CarList` becomes "Car List", `URLViewer`
    /// becomes "URL Viewer", `Step2Details` becomes "Step2 Details".
    public static func title(fromTypeName name: String) -> String {
        let characters = Array(name)
        var out = ""
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    out += " "
                }
            }
            out.append(character == "_" ? " " : character)
        }
        return out
    }
}
