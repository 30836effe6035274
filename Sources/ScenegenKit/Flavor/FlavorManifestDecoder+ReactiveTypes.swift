import ScenegenCore
import YAMLLite

// MARK: - `reactiveTypes:`

extension FlavorManifestDecoder {
    static let reactiveTypeKeys = ["element", "streams", "mock", "fails"]

    /// `reactiveTypes:`: each service return type the flavor's code subscribes
    /// to, by name, with `element` (`none`, `value` or `optional`), and optionally
    /// `streams`, `mock: empty` and `fails: false` (see `ReactiveType`).
    static func decodeReactiveTypes(_ node: YAMLNode, problems: inout [Diagnostic]) -> [String: ReactiveType] {
        if isEmpty(node) { return [:] }
        guard let pairs = node.mapping else {
            problems.append(.error("`reactiveTypes` must map each type name to its `element`", at: node.span))
            return [:]
        }
        var types: [String: ReactiveType] = [:]
        for pair in pairs {
            guard let name = pair.key.scalar, !name.isEmpty else { continue }
            guard let fields = pair.value.mapping else {
                problems.append(
                    .error("`reactiveTypes.\(name)` must be a mapping with `element`", at: pair.value.span))
                continue
            }
            var element: ReactiveType.Element?
            var rule = ReactiveType(element: .value)
            for field in fields {
                let key = field.key.scalar ?? ""
                switch key {
                case "element":
                    let value = scalar(field.value, named: key, problems: &problems)
                    element = value.flatMap(ReactiveType.Element.init(rawValue:))
                    if let value, element == nil {
                        let names = ReactiveType.Element.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                        problems.append(
                            .error("`element` must be one of \(names), found `\(value)`", at: field.value.span))
                    }
                case "streams": rule.streams = boolean(field.value, named: key, problems: &problems) ?? false
                case "fails": rule.fails = boolean(field.value, named: key, problems: &problems) ?? true
                case "mock":
                    let value = scalar(field.value, named: key, problems: &problems)
                    if let value, value != "empty" && value != "value" {
                        problems.append(
                            .error("`mock` must be `value` or `empty`, found `\(value)`", at: field.value.span))
                    }
                    rule.mockStartsEmpty = value == "empty"
                default:
                    problems.append(unknownKey(field.key, among: reactiveTypeKeys, in: "`reactiveTypes.\(name)`"))
                }
            }
            guard let element else {
                if !fields.contains(where: { $0.key.scalar == "element" }) {
                    problems.append(.error("`reactiveTypes.\(name)` has no `element`", at: pair.value.span))
                }
                continue
            }
            rule.element = element
            types[name] = rule
        }
        return types
    }
}
