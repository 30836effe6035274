/// Reads a service method's signature as the spec writes it, in Swift
/// syntax: `"(carID: String, isFavorite: Bool) -> Completable"`, `"() -> Observable<[Car]>"`.
/// Without `->` the method returns `Void`. Each parameter is `label: Type`
/// (the label is also the parameter's name); types follow `SwiftTypeParser`.
public enum ServiceSignatureParser {
    /// The parameters and return type of `text`; errors carry the offset (in
    /// Unicode scalars) of the problem inside `text`.
    public static func parse(_ text: String) throws(SwiftTypeSyntaxError) -> (
        parameters: [ServiceParameterSpec], returnType: SwiftType
    ) {
        let scalars = Array(text.unicodeScalars)
        var index = skipSpaces(scalars, from: 0)
        guard index < scalars.count, scalars[index] == "(" else {
            throw SwiftTypeSyntaxError(
                "a method signature starts with its parameters in parentheses: `(id: String) -> Observable<Car>` or `() -> Observable<[Car]>`",
                offset: min(index, scalars.count), length: index < scalars.count ? 1 : 0)
        }
        index += 1
        var parameters: [ServiceParameterSpec] = []
        index = skipSpaces(scalars, from: index)
        if index < scalars.count, scalars[index] == ")" {
            index += 1
        } else {
            while true {
                let (parameter, next) = try parseParameter(scalars, from: index)
                parameters.append(parameter)
                index = next
                guard index < scalars.count else {
                    throw SwiftTypeSyntaxError("missing `)` after the parameters", offset: scalars.count, length: 0)
                }
                if scalars[index] == ")" {
                    index += 1
                    break
                }
                index = skipSpaces(scalars, from: index + 1)  // past the `,`
            }
        }
        index = skipSpaces(scalars, from: index)
        guard index < scalars.count else { return (parameters, .named("Void")) }
        guard index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] == ">" else {
            throw SwiftTypeSyntaxError(
                "expected `->` and the return type after the parameters", offset: index)
        }
        let start = index + 2
        let returnText = String(String.UnicodeScalarView(scalars[start...]))
        do {
            let type = try SwiftTypeParser.parse(returnText)
            return (parameters, type)
        } catch {
            throw SwiftTypeSyntaxError(error.message, offset: start + error.offset, length: error.length)
        }
    }

    /// `label: Type` from `index`; returns the parameter and the index of the
    /// `,` or `)` that ends it.
    private static func parseParameter(_ scalars: [Unicode.Scalar], from start: Int) throws(SwiftTypeSyntaxError)
        -> (ServiceParameterSpec, Int)
    {
        var index = skipSpaces(scalars, from: start)
        let labelStart = index
        while index < scalars.count, isIdentifierScalar(scalars[index]) { index += 1 }
        let label = String(String.UnicodeScalarView(scalars[labelStart..<index]))
        guard let first = label.unicodeScalars.first, !("0"..."9").contains(first) else {
            throw SwiftTypeSyntaxError(
                "expected a parameter label such as `id` in `(id: String)`", offset: labelStart)
        }
        guard SwiftIdentifier.isIdentifier(label), label != "_" else {
            throw SwiftTypeSyntaxError(
                "`\(label)` cannot be a parameter label; write `name: Type`", offset: labelStart,
                length: label.unicodeScalars.count)
        }
        index = skipSpaces(scalars, from: index)
        guard index < scalars.count, scalars[index] == ":" else {
            throw SwiftTypeSyntaxError(
                "expected `:` and a type after the parameter `\(label)`; write `\(label): String`",
                offset: min(index, scalars.count), length: index < scalars.count ? 1 : 0)
        }
        index += 1
        let typeStart = index
        var depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if depth == 0, scalar == "," || scalar == ")" { break }
            if scalar == "[" || scalar == "(" || scalar == "<" { depth += 1 }
            if scalar == "]" || scalar == ")" || scalar == ">" { depth -= 1 }
            index += 1
        }
        guard index < scalars.count else {
            throw SwiftTypeSyntaxError("missing `)` after the parameters", offset: scalars.count, length: 0)
        }
        let typeText = String(String.UnicodeScalarView(scalars[typeStart..<index]))
        do {
            let type = try SwiftTypeParser.parse(typeText)
            return (ServiceParameterSpec(label: label, type: type), index)
        } catch {
            throw SwiftTypeSyntaxError(
                "parameter `\(label)`: " + error.message, offset: typeStart + error.offset, length: error.length)
        }
    }

    private static func skipSpaces(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        return index
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
