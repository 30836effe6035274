/// The error every scenario raises: `#e` in a marble is `ScenarioError(name: "e")`.
struct ScenarioError: Error, Equatable {
    let name: String
}

/// A mistake in a scenario's text (an unknown operator, a wrong argument): the scenario cannot run.
struct ScenarioMistake: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The operator functions a chain may name: `+1`, `*x`, `%3` (unary), `<3`, `even`, `throw@3`
/// (predicates) and `sum`, `cat` (binary, `cat` makes `a * 10 + b`).
struct Functions {
    /// The outer element inside a flattening operator's selector, for `+x` and `just(x)`.
    let outer: Int?

    func unary(_ node: Node) throws -> (Int) throws -> Int {
        switch node {
        case .function(let text):
            let (symbol, operand) = try split(text)
            switch symbol {
            case "+": return { $0 + operand }
            case "-": return { $0 - operand }
            case "*": return { $0 * operand }
            case "%": return { $0 % operand }
            default: throw ScenarioMistake("`\(text)` is not a unary function")
            }
        case .name("id"): return { $0 }
        case .name(let name) where name.hasPrefix("throw@"):
            let bad = try threshold(name)
            return { value in
                if value == bad { throw ScenarioError(name: "e") }
                return value
            }
        default: throw ScenarioMistake("`\(node)` is not a unary function")
        }
    }

    func predicate(_ node: Node) throws -> (Int) throws -> Bool {
        switch node {
        case .function(let text):
            let (symbol, operand) = try split(text)
            switch symbol {
            case "<": return { $0 < operand }
            case ">": return { $0 > operand }
            case "<=": return { $0 <= operand }
            case ">=": return { $0 >= operand }
            case "==": return { $0 == operand }
            case "!=": return { $0 != operand }
            default: throw ScenarioMistake("`\(text)` is not a predicate")
            }
        case .name("even"): return { $0 % 2 == 0 }
        case .name("odd"): return { $0 % 2 != 0 }
        case .name("true"): return { _ in true }
        case .name("false"): return { _ in false }
        case .name(let name) where name.hasPrefix("throw@"):
            let bad = try threshold(name)
            return { value in
                if value == bad { throw ScenarioError(name: "e") }
                return true
            }
        default: throw ScenarioMistake("`\(node)` is not a predicate")
        }
    }

    func binary(_ node: Node) throws -> (Int, Int) throws -> Int {
        switch node {
        case .name("sum"): return { $0 + $1 }
        case .name("cat"): return { $0 * 10 + $1 }
        case .name("first"): return { first, _ in first }
        case .name("second"): return { _, second in second }
        case .name(let name) where name.hasPrefix("throw@"):
            let bad = try threshold(name)
            return { first, second in
                if second == bad { throw ScenarioError(name: "e") }
                return first + second
            }
        default: throw ScenarioMistake("`\(node)` is not a binary function")
        }
    }

    func int(_ node: Node) throws -> Int {
        switch node {
        case .int(let value): return value
        case .name("x"):
            guard let outer else { throw ScenarioMistake("`x` outside a selector") }
            return outer
        default: throw ScenarioMistake("`\(node)` is not a number")
        }
    }

    private func split(_ text: String) throws -> (String, Int) {
        let symbol = String(text.prefix { "+-*%<>=!".contains($0) })
        let rest = String(text.dropFirst(symbol.count)).filter { $0 != " " }
        if rest == "x", let outer { return (symbol, outer) }
        guard let operand = Int(rest) else { throw ScenarioMistake("`\(text)` needs a number or `x`") }
        return (symbol, operand)
    }

    private func threshold(_ name: String) throws -> Int {
        guard let value = Int(name.dropFirst("throw@".count)) else {
            throw ScenarioMistake("`\(name)` needs a number after `@`")
        }
        return value
    }
}
