import ScenegenCore
import ScenegenSpec
import YAMLLite

// MARK: - `reserves:` and `options:`

extension FlavorManifestDecoder {
    /// The keys of `reserves:`: one per role (`fields`, `actions`, `scenes`...),
    /// `typeSuffixes`, and the older `members` and `viewController`.
    static let reservesKeys = SpecNameRole.allCases.map(\.manifestKey) + ["typeSuffixes", "members", "viewController"]
    static let viewControllerKeys = ["base", "members"]
    static let optionKeys = ["values", "default", "description"]

    /// `reserves:`: per role (`fields`, `inputs`, `actions`, `scenes`,
    /// `models`, `services`) each name the generated code takes with the
    /// reason, and the type suffixes. The older form is read too, for flavors
    /// written before the roles: `members: [names]` reserves each name in every
    /// member role, `viewController: {base, members}` each member for actions.
    static func decodeReserves(_ node: YAMLNode, into rules: inout SpecRules, problems: inout [Diagnostic]) {
        guard let pairs = node.mapping else {
            problems.append(.error("`reserves` must be a mapping with \(list(reservesKeys))", at: node.span))
            return
        }
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            if let role = SpecNameRole.allCases.first(where: { $0.manifestKey == key }) {
                decodeReasons(pair.value, role: role, into: &rules, problems: &problems)
                continue
            }
            switch key {
            case "typeSuffixes":
                rules.typeSuffixes = names(pair.value, named: "reserves.typeSuffixes", problems: &problems)
            case "members":
                for name in names(pair.value, named: "reserves.members", problems: &problems) {
                    for role in [SpecNameRole.field, .input, .action] {
                        rules.reserve(name, as: role, because: "every generated scene has a member of that name")
                    }
                }
            case "viewController":
                decodeViewController(pair.value, into: &rules, problems: &problems)
            default:
                problems.append(unknownKey(pair.key, among: reservesKeys))
            }
        }
    }

    /// `fields: {send: "why"}`: each name of one role with its reason.
    private static func decodeReasons(
        _ node: YAMLNode, role: SpecNameRole, into rules: inout SpecRules, problems: inout [Diagnostic]
    ) {
        let key = "reserves.\(role.manifestKey)"
        guard let names = node.mapping else {
            if !isEmpty(node) {
                problems.append(.error("`\(key)` must map each \(role.rawValue) name to the reason", at: node.span))
            }
            return
        }
        for name in names {
            guard let reserved = name.key.scalar, !reserved.isEmpty, let reason = name.value.scalar, !reason.isEmpty
            else {
                problems.append(
                    .error(
                        "a reserved \(role.rawValue) name in `\(key)` needs a reason: `name: why`", at: name.key.span))
                continue
            }
            rules.reserve(reserved, as: role, because: reason)
        }
    }

    /// The older `viewController: {base: UIViewController, members: [title]}`:
    /// actions became view-controller methods, so none may take these.
    private static func decodeViewController(
        _ node: YAMLNode, into rules: inout SpecRules, problems: inout [Diagnostic]
    ) {
        guard let fields = node.mapping else {
            problems.append(
                .error("`reserves.viewController` must be a mapping with `base` and `members`", at: node.span))
            return
        }
        var base: String?
        var members: [String] = []
        for field in fields {
            switch field.key.scalar ?? "" {
            case "base": base = scalar(field.value, named: "base", problems: &problems)
            case "members": members = names(field.value, named: "reserves.viewController.members", problems: &problems)
            default: problems.append(unknownKey(field.key, among: viewControllerKeys))
            }
        }
        let from = base.map { "from `\($0)`" } ?? "from its base class"
        for member in members {
            rules.reserve(
                member, as: .action, because: "the generated view controller inherits a member of that name \(from)")
        }
    }

    /// `options:`: per level (`project`, `scene`, `route`), each option's
    /// `values` and `default` (which must be one of them).
    static func decodeOptions(_ node: YAMLNode, into rules: inout SpecRules, problems: inout [Diagnostic]) {
        if isEmpty(node) { return }
        let levels = OptionDeclaration.Level.allCases.map(\.rawValue)
        guard let pairs = node.mapping else {
            problems.append(.error("`options` must be a mapping with \(list(levels))", at: node.span))
            return
        }
        for pair in pairs {
            guard let level = OptionDeclaration.Level(rawValue: pair.key.scalar ?? "") else {
                problems.append(unknownKey(pair.key, among: levels))
                continue
            }
            if isEmpty(pair.value) { continue }
            guard let options = pair.value.mapping else {
                problems.append(
                    .error(
                        "`options.\(level.rawValue)` must map option names to `values` and `default`",
                        at: pair.value.span))
                continue
            }
            for option in options {
                if let declaration = decodeOption(option, level: level, problems: &problems) {
                    if rules.options.contains(where: { $0.name == declaration.name }) {
                        problems.append(
                            .error(
                                "option `\(declaration.name)` is declared twice; an option lives at one level",
                                at: option.key.span))
                    } else {
                        rules.options.append(declaration)
                    }
                }
            }
        }
    }

    private static func decodeOption(_ pair: YAMLPair, level: OptionDeclaration.Level, problems: inout [Diagnostic])
        -> OptionDeclaration?
    {
        let name = pair.key.scalar ?? ""
        guard let fields = pair.value.mapping else {
            problems.append(
                .error("option `\(name)` must be a mapping with `values: [a, b]` and `default: a`", at: pair.value.span)
            )
            return nil
        }
        var values: [String]?
        var defaultValue: String?
        var defaultSpan = pair.key.span
        var description: String?
        for field in fields {
            switch field.key.scalar ?? "" {
            case "values": values = names(field.value, named: "values", problems: &problems)
            case "default":
                defaultValue = scalar(field.value, named: "default", problems: &problems)
                defaultSpan = field.value.span
            case "description": description = scalar(field.value, named: "description", problems: &problems)
            default: problems.append(unknownKey(field.key, among: optionKeys))
            }
        }
        guard let values, !values.isEmpty else {
            problems.append(.error("option `\(name)` needs `values:`, the list of values it takes", at: pair.key.span))
            return nil
        }
        guard let defaultValue else {
            problems.append(.error("option `\(name)` needs `default:`, one of its values", at: pair.key.span))
            return nil
        }
        guard values.contains(defaultValue) else {
            problems.append(
                .error(
                    "the default of option `\(name)` must be one of its values \(list(values)), found `\(defaultValue)`",
                    at: defaultSpan))
            return nil
        }
        return OptionDeclaration(
            name: name, level: level, values: values, defaultValue: defaultValue, description: description)
    }

    /// `actionKeys: {reserved: [q, b]}`: give each action without a value a key,
    /// never one of these (single characters).
    static func decodeActionKeys(_ node: YAMLNode, problems: inout [Diagnostic]) -> Set<Character>? {
        guard let pairs = node.mapping else {
            problems.append(.error("`actionKeys` must be a mapping with `reserved: [keys]`", at: node.span))
            return nil
        }
        var reserved: Set<Character> = []
        for pair in pairs {
            guard pair.key.scalar == "reserved" else {
                problems.append(unknownKey(pair.key, among: ["reserved"]))
                continue
            }
            for key in names(pair.value, named: "actionKeys.reserved", problems: &problems) {
                guard key.count == 1, let character = key.first else {
                    problems.append(.error("`\(key)` is not a key: write one character", at: pair.value.span))
                    continue
                }
                reserved.insert(character)
            }
        }
        return reserved
    }

    /// A list of plain names.
    static func names(_ node: YAMLNode, named key: String, problems: inout [Diagnostic]) -> [String] {
        if isEmpty(node) { return [] }
        guard let items = node.sequence else {
            problems.append(.error("`\(key)` must be a list of names", at: node.span))
            return []
        }
        return items.compactMap { item in
            guard let name = item.scalar, !name.isEmpty else {
                problems.append(.error("`\(key)` must hold names only, found a \(item.kindName)", at: item.span))
                return nil
            }
            return name
        }
    }

    static func isEmpty(_ node: YAMLNode) -> Bool {
        switch node.content {
        case .scalar(let text, let style): return style == .plain && text.isEmpty
        case .sequence(let items): return items.isEmpty
        case .mapping(let pairs): return pairs.isEmpty
        }
    }

    static func list(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
