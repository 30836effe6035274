/// One node of a scenario's operator chain, as written in the corpus: `a.map(+1).take(2)`.
indirect enum Node: CustomStringConvertible {
    /// A source, a `let`, `x` (the outer element inside a flattening operator) or a function name.
    case name(String)
    case int(Int)
    /// An operator function such as `+1`, `<3` or `*x`.
    case function(String)
    /// A factory call (`just(1)`, `merge(a, b)`) when `receiver` is nil, else an operator call.
    case call(receiver: Node?, name: String, arguments: [Node])

    var description: String {
        switch self {
        case .name(let name): return name
        case .int(let value): return String(value)
        case .function(let text): return text
        case .call(let receiver, let name, let arguments):
            let call = "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
            return receiver.map { "\($0).\(call)" } ?? call
        }
    }
}

/// Parses chain expressions. Grammar: `chain := term ('.' call)*`, `term := INT | NAME | call`,
/// `call := NAME ('(' argument (',' argument)* ')')?`, where an argument is a chain or an
/// operator function (text starting with one of `+-*%<>=!` up to the next `,` or `)`).
struct NodeParser {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    static func parse(_ text: String) throws -> Node {
        var parser = NodeParser(text)
        let node = try parser.chain()
        parser.skipSpaces()
        guard parser.index == parser.characters.count else {
            throw Failure(description: "unexpected text at column \(parser.index + 1) of `\(text)`")
        }
        return node
    }

    private mutating func chain() throws -> Node {
        var node = try term()
        while peek() == "." {
            index += 1
            let name = identifier()
            guard !name.isEmpty else { throw Failure(description: "expected an operator name after `.`") }
            node = .call(receiver: node, name: name, arguments: try argumentList())
        }
        return node
    }

    private mutating func term() throws -> Node {
        skipSpaces()
        guard let first = peek() else { throw Failure(description: "expected a term at the end") }
        if "+-*%<>=!".contains(first) {
            var text = ""
            while let character = peek(), character != ",", character != ")" {
                text.append(character)
                index += 1
            }
            return .function(text.trimmingCharacters(in: " "))
        }
        let name = identifier()
        guard !name.isEmpty else { throw Failure(description: "unexpected `\(first)` at column \(index + 1)") }
        if let value = Int(name) { return .int(value) }
        if peek() == "(" { return .call(receiver: nil, name: name, arguments: try argumentList()) }
        return .name(name)
    }

    private mutating func argumentList() throws -> [Node] {
        guard peek() == "(" else { return [] }
        index += 1
        var arguments: [Node] = []
        skipSpaces()
        if peek() == ")" {
            index += 1
            return arguments
        }
        while true {
            arguments.append(try chain())
            skipSpaces()
            switch peek() {
            case ",": index += 1
            case ")":
                index += 1
                return arguments
            default: throw Failure(description: "expected `,` or `)` at column \(index + 1)")
            }
        }
    }

    private mutating func identifier() -> String {
        skipSpaces()
        var text = ""
        while let character = peek(), character.isLetter || character.isNumber || character == "_" || character == "@" {
            text.append(character)
            index += 1
        }
        return text
    }

    private func peek() -> Character? {
        index < characters.count ? characters[index] : nil
    }

    private mutating func skipSpaces() {
        while peek() == " " { index += 1 }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
