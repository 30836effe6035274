import ScenegenCore
import YAMLLite

/// Turns the YAML node tree of a spec file into a `Spec`, gathering every
/// structural problem (unknown keys, wrong kinds of node, bad type syntax)
/// instead of stopping at the first. Naming and cross-reference rules are
/// `SpecValidator`'s.
struct SpecDecoder {
    private let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    /// Edit-distance steps left for "did you mean" on unknown keys (see `NameSuggester`).
    private var suggestionBudget = NameSuggester.stepBudget

    init(file: SourceFile) {
        self.file = file
    }

    // MARK: - Top level

    /// The spec in `root`; parts with errors are left out, and `diagnostics` says why.
    mutating func decode(_ root: YAMLNode?, directory: String) -> Spec {
        let documentStart = SourceSpan(path: file.path, start: .start)
        guard let root else {
            error(
                "the spec is empty; start it with `module: <Name>`, the Swift module that holds the scenes",
                at: documentStart)
            return Spec(module: "", path: file.path, directory: directory)
        }
        guard let pairs = mapping(root) else {
            error(
                "a spec must be a mapping of keys such as `module:` and `scenes:`, not a \(root.kindName)",
                at: root.span)
            return Spec(module: "", path: file.path, directory: directory)
        }
        var module: String?
        var values: [String: String] = [:]
        var spans = SpecSpans()
        var models: [ModelSpec] = []
        var scenes: [SceneSpec] = []
        var options: [SpecOption] = []
        var services: [ServiceSpec] = []
        var flavorTemplates: [FlavorTemplatesSpec] = []
        var header: String?
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            switch key {
            case "templates" where mapping(pair.value) != nil:
                flavorTemplates = decodeFlavorTemplates(pair.value)
                spans.templates = pair.value.span
            case "module", "flavor", "output", "tests", "templates":
                guard let value = requiredString(pair.value, key: key) else { continue }
                values[key] = value
                switch key {
                case "module":
                    module = value
                    spans.module = pair.value.span
                case "flavor": spans.flavor = pair.value.span
                case "output": spans.output = pair.value.span
                case "tests": spans.tests = pair.value.span
                default: spans.templates = pair.value.span
                }
            case "models": models = decodeModels(pair.value)
            case "scenes": scenes = decodeScenes(pair.value)
            case "options": options = decodeOptions(pair.value, of: "the project")
            case "services": services = decodeServices(pair.value)
            case "header":
                header = decodeHeader(pair.value)
                spans.header = pair.value.span
            default: unknownKey(pair.key, expected: SpecKeys.topLevel, in: "at the top level of the spec")
            }
        }
        if module == nil, pairs.first(where: { $0.key.scalar == "module" }) == nil {
            error(
                "missing `module:`; add `module: <Name>` with the Swift module that holds the scenes",
                at: pairs.first?.key.span ?? documentStart)
        }
        var spec = Spec(
            module: module ?? "", flavor: values["flavor"] ?? Spec.defaultFlavor, output: values["output"],
            tests: values["tests"], templates: values["templates"], models: models,
            scenes: scenes.map { ListSelection.resolved($0, models: models) }, path: file.path,
            directory: directory, spans: spans)
        spec.options = options
        spec.services = services
        spec.flavorTemplates = flavorTemplates
        spec.header = header
        return spec
    }

    /// `templates:` as a mapping of flavors to folders (`uikit: Templates/uikit`).
    /// Which keys name a flavor is the flavors' business, checked where they are known.
    private mutating func decodeFlavorTemplates(_ node: YAMLNode) -> [FlavorTemplatesSpec] {
        var entries: [FlavorTemplatesSpec] = []
        for pair in mapping(node) ?? [] {
            let flavor = pair.key.scalar ?? ""
            guard let folder = pair.value.scalar, !folder.trimmingSpaces.isEmpty else {
                error(
                    "the templates of flavor `\(flavor)` must be a folder such as `\(flavor): Templates/\(flavor)`, "
                        + "not a \(isEmpty(pair.value) ? "missing value" : pair.value.kindName)",
                    at: isEmpty(pair.value) ? pair.key.span : pair.value.span)
                continue
            }
            entries.append(
                FlavorTemplatesSpec(
                    flavor: flavor, folder: folder, flavorSpan: pair.key.span, folderSpan: pair.value.span))
        }
        return entries
    }

    // MARK: - Header

    /// `header:`: comment lines for the top of every generated file. Each line
    /// must be a `//` comment (or blank), so the files stay Swift; a line that
    /// is not is reported where it is written.
    private mutating func decodeHeader(_ node: YAMLNode) -> String? {
        guard let text = requiredString(node, key: "header") else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.trimmingSpaces.isEmpty == true { lines.removeLast() }
        let isBlock: Bool
        if case .scalar(_, let style) = node.content {
            isBlock = style == .literal || style == .folded
        } else {
            isBlock = false
        }
        var valid = true
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingSpaces
            let breaking = line.unicodeScalars.first { $0 != "\r" && SpecValidator.breaksCode($0) }
            guard breaking != nil || !(trimmed.isEmpty || trimmed.hasPrefix("//")) else { continue }
            valid = false
            let span = headerLineSpan(node, line: index, isBlock: isBlock)
            if let breaking {
                error(
                    "the header line `\(trimmed)` holds \(SpecValidator.describe(breaking)), which would end its comment; remove it",
                    at: span)
            } else {
                error(
                    "the header line `\(trimmed)` is not a comment; start it with `//` so the generated files stay Swift",
                    at: span)
            }
        }
        return valid ? lines.joined(separator: "\n") : nil
    }

    /// Where line `line` of a header is written: in a block scalar (`|`), the
    /// line's first character below the key; otherwise the value itself.
    private func headerLineSpan(_ node: YAMLNode, line: Int, isBlock: Bool) -> SourceSpan {
        guard isBlock else { return node.span }
        let number = node.span.start.line + 1 + line
        let sourceLines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard number - 1 < sourceLines.count else { return node.span }
        let text = sourceLines[number - 1]
        let column =
            (text.unicodeScalars.firstIndex { $0 != " " }).map {
                text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0) + 1
            } ?? 1
        return SourceSpan(path: file.path, line: number, column: column)
    }

    // MARK: - Options

    /// `options:`: a mapping of option names to plain values, which the
    /// flavor's manifest checks (the spec layer knows no option).
    private mutating func decodeOptions(_ node: YAMLNode, of owner: String) -> [SpecOption] {
        if isEmpty(node) { return [] }
        guard let pairs = mapping(node) else {
            error(
                "the options of \(owner) must be a mapping of names to values such as `presentation: push`, not a \(node.kindName)",
                at: node.span)
            return []
        }
        var options: [SpecOption] = []
        for pair in pairs {
            let name = pair.key.scalar ?? ""
            guard let value = pair.value.scalar, !value.trimmingSpaces.isEmpty else {
                error(
                    "option `\(name)` of \(owner) must have a single value such as `\(name): value`, not a \(isEmpty(pair.value) ? "missing value" : pair.value.kindName)",
                    at: isEmpty(pair.value) ? pair.key.span : pair.value.span)
                continue
            }
            options.append(SpecOption(name: name, value: value, nameSpan: pair.key.span, valueSpan: pair.value.span))
        }
        return options
    }

    // MARK: - Models

    private mutating func decodeModels(_ node: YAMLNode) -> [ModelSpec] {
        if isEmpty(node) { return [] }
        guard let pairs = mapping(node) else {
            error(
                "`models` must be a mapping of model names to their properties, not a \(node.kindName)", at: node.span)
            return []
        }
        return pairs.map { pair in
            let name = pair.key.scalar ?? ""
            let properties = decodeProperties(
                pair.value, section: "model `\(name)`", role: "property", example: "id: String")
            return ModelSpec(name: name, properties: properties, nameSpan: pair.key.span)
        }
    }

    // MARK: - Scenes

    private mutating func decodeScenes(_ node: YAMLNode) -> [SceneSpec] {
        if isEmpty(node) { return [] }
        guard let pairs = mapping(node) else {
            var message = "`scenes` must be a mapping of scene names to scenes, not a \(node.kindName)"
            if node.sequence != nil { message += "; write each scene as `Name:` without `-`" }
            error(message, at: node.span)
            return []
        }
        return pairs.map { decodeScene(name: $0.key, body: $0.value) }
    }

    private mutating func decodeScene(name key: YAMLNode, body: YAMLNode) -> SceneSpec {
        let name = key.scalar ?? ""
        var scene = SceneSpec(name: name, nameSpan: key.span)
        if isEmpty(body) { return scene }
        guard let pairs = mapping(body) else {
            error(
                "scene `\(name)` must be a mapping of `title`, `fields`, `inputs`, `actions` and `routes`, not a \(body.kindName)",
                at: body.span)
            return scene
        }
        for pair in pairs {
            switch pair.key.scalar ?? "" {
            case "title":
                guard let title = requiredString(pair.value, key: "title") else { continue }
                scene.title = title
                scene.titleSpan = pair.value.span
            case "fields":
                scene.fields = decodeProperties(pair.value, section: "fields", role: "field", example: "title: String")
            case "inputs":
                scene.inputs = decodeProperties(pair.value, section: "inputs", role: "input", example: "carID: String")
            case "actions": scene.actions = decodeActions(pair.value)
            case "routes": scene.routes = decodeRoutes(pair.value)
            case "options": scene.options = decodeOptions(pair.value, of: "scene `\(name)`")
            case "uses": scene.uses = decodeUses(pair.value)
            default: unknownKey(pair.key, expected: SpecKeys.scene, in: "in scene `\(name)`")
            }
        }
        return scene
    }

    /// A mapping of `name: Type`: fields, inputs, or a model's properties.
    private mutating func decodeProperties(_ node: YAMLNode, section: String, role: String, example: String)
        -> [PropertySpec]
    {
        if isEmpty(node) { return [] }
        guard let pairs = mapping(node) else {
            let subject = section.hasPrefix("model") ? section : "`\(section)`"
            var message = "\(subject) must be a mapping of name: Type, not a \(node.kindName)"
            if node.sequence != nil { message += "; write `\(example)` lines without `-`" }
            error(message, at: node.span)
            return []
        }
        var properties: [PropertySpec] = []
        for pair in pairs {
            let name = pair.key.scalar ?? ""
            guard let type = decodeType(pair.value, key: pair.key, role: role, name: name) else { continue }
            properties.append(PropertySpec(name: name, type: type, nameSpan: pair.key.span, typeSpan: pair.value.span))
        }
        return properties
    }

    // MARK: - Actions and routes

    private mutating func decodeActions(_ node: YAMLNode) -> [ActionSpec] {
        if isEmpty(node) { return [] }
        if let items = node.sequence {
            var actions: [ActionSpec] = []
            for item in items {
                if let name = item.scalar {
                    actions.append(ActionSpec(name: name, nameSpan: item.span))
                } else if let pairs = item.mapping, pairs.count == 1 {
                    if let action = decodeAction(pairs[0]) { actions.append(action) }
                } else {
                    error(
                        "an action must be a name such as `refresh`, or `name: Type` for one that carries a value",
                        at: item.span)
                }
            }
            return actions
        }
        if let pairs = node.mapping {
            return pairs.compactMap { decodeAction($0) }
        }
        error("`actions` must be a list of names such as `[refresh]`, not a \(node.kindName)", at: node.span)
        return []
    }

    /// `name: Type`, or `name:` / `name: Void` for an action that carries nothing.
    private mutating func decodeAction(_ pair: YAMLPair) -> ActionSpec? {
        let name = pair.key.scalar ?? ""
        if isEmpty(pair.value) || ["Void", "()"].contains(pair.value.scalar?.trimmingSpaces) {
            return ActionSpec(name: name, nameSpan: pair.key.span)
        }
        guard let payload = decodeType(pair.value, key: pair.key, role: "action", name: name) else { return nil }
        return ActionSpec(name: name, payload: payload, nameSpan: pair.key.span, payloadSpan: pair.value.span)
    }

    private mutating func decodeRoutes(_ node: YAMLNode) -> [RouteSpec] {
        if isEmpty(node) { return [] }
        guard let items = node.sequence else {
            var message = "`routes` must be a list of scene names such as `[CarList]`, not a \(node.kindName)"
            if let scalar = node.scalar { message += "; write `routes: [\(scalar)]`" }
            error(message, at: node.span)
            return []
        }
        var routes: [RouteSpec] = []
        for item in items {
            if let name = item.scalar {
                routes.append(RouteSpec(scene: name, span: item.span))
            } else if let pairs = item.mapping, pairs.count == 1, let name = pairs[0].key.scalar {
                // `- Target: {presentation: present}`: a route with the flavor's options.
                var route = RouteSpec(scene: name, span: pairs[0].key.span)
                route.options = decodeOptions(pairs[0].value, of: "the route to `\(name)`")
                routes.append(route)
            } else {
                error(
                    "a route must be a scene name, or `Scene: {option: value}` with the flavor's route options, not a \(item.kindName)",
                    at: item.span)
            }
        }
        return routes
    }

    // MARK: - Services

    private mutating func decodeServices(_ node: YAMLNode) -> [ServiceSpec] {
        if isEmpty(node) { return [] }
        guard let pairs = mapping(node) else {
            error(
                "`services` must be a mapping of service names to their methods, not a \(node.kindName)", at: node.span)
            return []
        }
        return pairs.map { pair in
            let name = pair.key.scalar ?? ""
            return ServiceSpec(name: name, methods: decodeMethods(pair.value, service: name), nameSpan: pair.key.span)
        }
    }

    /// `name: "(label: Type, ...) -> Type"` lines.
    private mutating func decodeMethods(_ node: YAMLNode, service: String) -> [ServiceMethodSpec] {
        if isEmpty(node) { return [] }
        guard let pairs = mapping(node) else {
            var message =
                "service `\(service)` must be a mapping of method names to signatures such as `cars: \"() -> Observable<[Car]>\"`, not a \(node.kindName)"
            if node.sequence != nil { message += "; write `name: \"(label: Type) -> Type\"` lines without `-`" }
            error(message, at: node.span)
            return []
        }
        var methods: [ServiceMethodSpec] = []
        for pair in pairs {
            let name = pair.key.scalar ?? ""
            guard let text = pair.value.scalar, !text.trimmingSpaces.isEmpty else {
                error(
                    "method `\(name)` of service `\(service)` needs a signature in quotes, such as `\"(id: String) -> Observable<Car>\"`",
                    at: pair.value.scalar == nil ? pair.value.span : pair.key.span)
                continue
            }
            if isTooLong(text, role: "method", name: name, at: pair.value.span) { continue }
            do {
                let signature = try ServiceSignatureParser.parse(text)
                methods.append(
                    ServiceMethodSpec(
                        name: name, parameters: signature.parameters, returnType: signature.returnType,
                        nameSpan: pair.key.span, signatureSpan: pair.value.span))
            } catch {
                self.error(
                    "bad signature for method `\(name)` of service `\(service)`: \(error.message)",
                    at: span(in: pair.value, offset: error.offset, length: error.length))
            }
        }
        return methods
    }

    private mutating func decodeUses(_ node: YAMLNode) -> [ServiceUseSpec] {
        if isEmpty(node) { return [] }
        if let scalar = node.scalar {
            error("`uses` must be a list of service names; write `uses: [\(scalar)]`", at: node.span)
            return []
        }
        guard let items = node.sequence else {
            error(
                "`uses` must be a list of service names such as `[CarRepository]`, not a \(node.kindName)",
                at: node.span)
            return []
        }
        var uses: [ServiceUseSpec] = []
        for item in items {
            guard let name = item.scalar else {
                error("a `uses` entry must be a service name, not a \(item.kindName)", at: item.span)
                continue
            }
            uses.append(ServiceUseSpec(service: name, span: item.span))
        }
        return uses
    }

    // MARK: - Types

    /// The type written as the value of `key`, or nil (with an error) when it is not a type.
    private mutating func decodeType(_ node: YAMLNode, key: YAMLNode, role: String, name: String) -> SwiftType? {
        switch node.content {
        case .scalar(let text, _):
            if text.trimmingSpaces.isEmpty {
                error("missing type for \(role) `\(name)`; write `\(name): String` or another Swift type", at: key.span)
                return nil
            }
            if isTooLong(text, role: role, name: name, at: node.span) { return nil }
            do {
                return try SwiftTypeParser.parse(text)
            } catch {
                self.error(error.message, at: span(in: node, offset: error.offset, length: error.length))
                return nil
            }
        case .sequence:
            // YAML reads an unquoted `[Car]` as a list holding `Car`: take it as
            // the array type it was surely meant to be, and say so.
            guard let text = SpecDecoder.flowTypeText(node) else {
                error(
                    "the type of \(role) `\(name)` must be a Swift type such as `String`, not a list; quote array types: `\"[Car]\"`",
                    at: node.span)
                return nil
            }
            if isTooLong(text, role: role, name: name, at: node.span) { return nil }
            do {
                let type = try SwiftTypeParser.parse(text)
                diagnostics.append(
                    .note(
                        "YAML reads an unquoted `\(text)` as a list; scenegen takes it as the array type `\(type.canonical)`: write `\"\(text)\"` to say so",
                        at: node.span))
                return type
            } catch {
                self.error(error.message, at: node.span)
                return nil
            }
        case .mapping:
            error("the type of \(role) `\(name)` must be a Swift type such as `String`, not a mapping", at: node.span)
            return nil
        }
    }

    /// Whether a type's text passes `SpecLimits.nameLength`, with an error then.
    private mutating func isTooLong(_ text: String, role: String, name: String, at span: SourceSpan) -> Bool {
        guard text.utf8.count > SpecLimits.nameLength, text.unicodeScalars.count > SpecLimits.nameLength else {
            return false
        }
        error(
            "the type of \(role) `\(name)` is \(SpecLimits.grouped(text.unicodeScalars.count)) characters long; a type may have at most \(SpecLimits.grouped(SpecLimits.nameLength)): declare a shorter `typealias` in the module",
            at: span)
        return true
    }

    /// The type text a YAML flow collection spells, when it spells one:
    /// `[Car]`, `[[Int]]`, or `[String: Int]` (a list holding one pair).
    static func flowTypeText(_ node: YAMLNode) -> String? {
        switch node.content {
        case .scalar(let text, _): return text.trimmingSpaces.isEmpty ? nil : text
        case .sequence(let items):
            guard items.count == 1, let inner = flowTypeText(items[0]) else { return nil }
            return "[\(inner)]"
        case .mapping(let pairs):
            guard pairs.count == 1, let key = flowTypeText(pairs[0].key), let value = flowTypeText(pairs[0].value)
            else { return nil }
            return "\(key): \(value)"
        }
    }

    /// The span of `length` scalars at `offset` inside a scalar's text, when
    /// the scalar sits on one line (so columns map one to one); else the node's span.
    private func span(in node: YAMLNode, offset: Int, length: Int) -> SourceSpan {
        guard case .scalar(_, let style) = node.content, node.span.start.line == node.span.end.line else {
            return node.span
        }
        let opening: Int
        switch style {
        case .plain: opening = 0
        case .singleQuoted, .doubleQuoted: opening = 1
        case .literal, .folded: return node.span
        }
        var start = node.span.start
        start.column += opening + offset
        start.offset += opening + offset
        var end = start
        end.column += length
        end.offset += length
        return SourceSpan(path: node.span.path, start: start, end: end)
    }

    // MARK: - Helpers

    /// A mapping's pairs; nil for another kind of node.
    private func mapping(_ node: YAMLNode) -> [YAMLPair]? { node.mapping }

    /// Whether a node stands for "nothing here": an empty plain value (`key:`), `{}` or `[]`.
    private func isEmpty(_ node: YAMLNode) -> Bool {
        switch node.content {
        case .scalar(let text, let style): return style == .plain && text.isEmpty
        case .sequence(let items): return items.isEmpty
        case .mapping(let pairs): return pairs.isEmpty
        }
    }

    /// A non-empty string value, or nil with an error.
    private mutating func requiredString(_ node: YAMLNode, key: String) -> String? {
        guard let text = node.scalar else {
            error("`\(key)` must be a string, not a \(node.kindName)", at: node.span)
            return nil
        }
        guard !text.trimmingSpaces.isEmpty else {
            error("`\(key)` must not be empty; write a value or remove the key to use the default", at: node.span)
            return nil
        }
        return text
    }

    private mutating func unknownKey(_ key: YAMLNode, expected: [String], in place: String) {
        let name = key.scalar ?? ""
        var message = "unknown key `\(name)` \(place)"
        if let suggestion = NameSuggester(expected).closest(to: name, budget: &suggestionBudget) {
            message += "; did you mean `\(suggestion)`?"
        } else {
            message += "; expected " + expected.map { "`\($0)`" }.joined(separator: ", ")
        }
        error(message, at: key.span)
    }

    private mutating func error(_ message: String, at span: SourceSpan) {
        diagnostics.append(.error(message, at: span))
    }
}
