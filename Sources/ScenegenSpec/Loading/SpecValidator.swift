import ScenegenCore

/// What `SpecValidator` found: problems of the spec, and those of values a
/// command-line flag gave (the command line reports these as usage errors).
public struct SpecValidation: Sendable {
    /// Errors, warnings and notes of the spec, in the order found.
    public var diagnostics: [Diagnostic]
    /// Errors in values a flag set (`--module car-shop`), naming the flag.
    public var commandLineErrors: [Diagnostic]
}

/// Checks a decoded spec against the rules that need the whole of it:
/// names (case, keywords, names the flavor reserves), duplicates, routes to
/// scenes that exist, the flavor's options, models that contain themselves,
/// and types nobody declares (notes). Every problem is reported; nothing
/// stops at the first. The flavor's part comes in as `SpecRules`, from its
/// manifest: this layer names no flavor.
public struct SpecValidator {
    private let spec: Spec
    private let rules: SpecRules
    private var diagnostics: [Diagnostic] = []
    private var commandLineErrors: [Diagnostic] = []
    private var notedTypes: Set<String> = []
    /// Edit-distance steps left for "did you mean" (see `NameSuggester`).
    private var suggestionBudget = NameSuggester.stepBudget
    /// Suggestions among the standard types and the models; made on first use.
    private var typeSuggester: NameSuggester?
    /// Suggestions among the scene names; made on first use.
    private var sceneSuggester: NameSuggester?

    /// Every problem of `spec` under `rules`: errors, warnings and notes, in the
    /// order found, those of command-line values first.
    public static func validate(_ spec: Spec, rules: SpecRules = .swiftOnly) -> [Diagnostic] {
        let result = check(spec, rules: rules)
        return result.commandLineErrors + result.diagnostics
    }

    /// Every problem of `spec` under `rules`, command-line values apart.
    public static func check(_ spec: Spec, rules: SpecRules) -> SpecValidation {
        var validator = SpecValidator(spec: spec, rules: rules)
        validator.run()
        return SpecValidation(
            diagnostics: validator.diagnostics + ServiceValidator.validate(spec),
            commandLineErrors: validator.commandLineErrors)
    }

    private let modelsByName: [String: ModelSpec]
    private let sceneNames: Set<String>

    private init(spec: Spec, rules: SpecRules) {
        self.spec = spec
        self.rules = rules
        modelsByName = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        sceneNames = Set(spec.scenes.map(\.name))
    }

    private mutating func run() {
        checkModule()
        let models = bounded(spec.models, limit: SpecLimits.models, at: \.nameSpan) { count, limit in
            "the spec has \(count) models; a spec may have at most \(limit): move some into another spec"
        }
        for model in models { check(model) }
        let scenes = bounded(spec.scenes, limit: SpecLimits.scenes, at: \.nameSpan) { count, limit in
            "the spec has \(count) scenes; a spec may have at most \(limit): split it into several specs (`--spec`)"
        }
        for scene in scenes { check(scene) }
        // The rest of a service's rules need no flavor (`ServiceValidator`).
        for service in spec.services.prefix(SpecLimits.models) {
            checkReserved(service.name, as: .service, at: service.nameSpan)
        }
        checkRecursiveModels(models)
        checkOptions(spec.options, at: .project, of: "the project")
    }

    // MARK: - Limits

    /// The first `limit` items; when there are more, an error (naming the
    /// bound) at the first item past it. Only the items returned are checked
    /// further: the error says what to do, and 400,000 more would drown it.
    private mutating func bounded<Item>(
        _ items: [Item], limit: Int, at span: (Item) -> SourceSpan?, message: (String, String) -> String
    ) -> ArraySlice<Item> {
        guard items.count > limit else { return items[...] }
        error(message(SpecLimits.grouped(items.count), SpecLimits.grouped(limit)), at: span(items[limit]))
        return items.prefix(limit)
    }

    /// Whether `text` is longer than `limit` Unicode scalars (without
    /// counting a 10 MB string when its byte count already says no).
    private func isLonger(_ text: String, than limit: Int) -> Bool {
        text.utf8.count > limit && text.unicodeScalars.count > limit
    }

    /// An error when a name is longer than `SpecLimits.nameLength`; false then.
    private mutating func checkNameLength(_ name: String, role: String, at span: SourceSpan?) -> Bool {
        guard isLonger(name, than: SpecLimits.nameLength) else { return true }
        error(
            "this \(role) name is \(SpecLimits.grouped(name.unicodeScalars.count)) characters long; a name may have at most \(SpecLimits.grouped(SpecLimits.nameLength)): shorten it",
            at: span)
        return false
    }

    // MARK: - Module

    /// The one module-name rule, for the spec's `module:` and `--module` alike.
    private mutating func checkModule() {
        let module = spec.module
        let flag = spec.spans.commandLine["module"]
        if flag != nil, module.trimmingSpaces.isEmpty {
            commandLineErrors.append(.error("`--module` needs a Swift module name, such as `CarShop`"))
            return
        }
        guard checkNameLength(module, role: "module", at: spec.spans.module) else { return }
        guard !module.isEmpty, !SwiftIdentifier.isIdentifier(module) || SwiftIdentifier.isKeyword(module) else {
            return
        }
        var message =
            flag.map { "`\($0) \(module)` is not a Swift module name" }
            ?? "module name `\(module)` is not a Swift identifier"
        if SwiftIdentifier.isKeyword(module) { message += " (`\(module)` is a Swift keyword)" }
        let fix = SwiftIdentifier.upperCamelCase(module)
        if SwiftIdentifier.isIdentifier(fix), !SwiftIdentifier.isKeyword(fix), fix != module {
            message += "; did you mean `\(fix)`?"
        }
        if flag != nil {
            commandLineErrors.append(.error(message))
        } else {
            error(message, at: spec.spans.module)
        }
    }

    // MARK: - Models

    private mutating func check(_ model: ModelSpec) {
        guard checkTypeName(model.name, role: "model", at: model.nameSpan) else { return }
        checkReserved(model.name, as: .model, at: model.nameSpan)
        if KnownTypes.contains(model.name) {
            error(
                "model `\(model.name)` would hide the standard type `\(model.name)`; choose another name",
                at: model.nameSpan)
        }
        var seen: [String: PropertySpec] = [:]
        let properties = bounded(model.properties, limit: SpecLimits.propertiesPerModel, at: \.nameSpan) {
            count, limit in
            "model `\(model.name)` has \(count) properties; a model may have at most \(limit): split it into several models"
        }
        for property in properties {
            checkMemberName(property.name, role: "property", reservedAs: nil, at: property.nameSpan)
            if let first = seen[property.name] {
                error(
                    "`\(property.name)` is declared twice in model `\(model.name)`", at: property.nameSpan,
                    note: ("first declared here", first.nameSpan))
            } else {
                seen[property.name] = property
            }
            checkTypeNames(property.type, at: property.typeSpan)
        }
    }

    /// Models that hold themselves by value (directly or through other
    /// models, optionals included) have infinite size: Swift rejects them.
    private mutating func checkRecursiveModels(_ models: ArraySlice<ModelSpec>) {
        for model in models {
            var visited: Set<String> = []
            var path: [String] = []
            if let property = storesInline(model.name, from: model, visited: &visited, path: &path) {
                let chain = ([model.name] + path).joined(separator: " -> ")
                error(
                    "model `\(model.name)` contains itself by value (\(chain)); make the property an array such as `[\(model.name)]`",
                    at: property.typeSpan ?? model.nameSpan)
            }
        }
    }

    /// The property of `model` through which a value of `target` is stored
    /// inline, following models depth-first (each visited once, so the
    /// search is linear); nil when there is none. `path` ends up holding the
    /// property and model names from `model` to `target`.
    private func storesInline(
        _ target: String, from model: ModelSpec, visited: inout Set<String>, path: inout [String]
    ) -> PropertySpec? {
        for property in model.properties {
            guard case .named(let name, let arguments) = property.type.unwrapped, arguments.isEmpty,
                let inner = modelsByName[name]
            else { continue }
            path.append(property.name)
            if name == target { return property }
            if visited.insert(name).inserted {
                path.append(name)
                if storesInline(target, from: inner, visited: &visited, path: &path) != nil { return property }
                path.removeLast()
            }
            path.removeLast()
        }
        return nil
    }

    // MARK: - Scenes

    private mutating func check(_ scene: SceneSpec) {
        if checkTypeName(scene.name, role: "scene", at: scene.nameSpan) {
            checkReserved(scene.name, as: .scene, at: scene.nameSpan)
            if let model = modelsByName[scene.name] {
                error(
                    "scene `\(scene.name)` has the name of the model `\(model.name)`; rename one of them",
                    at: scene.nameSpan, note: ("model `\(model.name)` is declared here", model.nameSpan))
            }
            for suffix in rules.typeSuffixes {
                if let model = modelsByName[scene.name + suffix] {
                    error(
                        "model `\(model.name)` has the name of a type generated for scene `\(scene.name)`; rename one of them",
                        at: model.nameSpan, note: ("scene `\(scene.name)` is declared here", scene.nameSpan))
                }
            }
        }
        if scene.titleSpan != nil, isLonger(scene.title, than: SpecLimits.titleLength) {
            error(
                "the title of scene `\(scene.name)` is \(SpecLimits.grouped(scene.title.unicodeScalars.count)) characters long; a title may have at most \(SpecLimits.grouped(SpecLimits.titleLength)): shorten it",
                at: scene.titleSpan)
        } else if scene.titleSpan != nil, let breaking = scene.title.unicodeScalars.first(where: Self.breaksCode) {
            // A title lands in doc comments and string literals: a line break there would end the
            // comment and turn the rest of the title into code.
            error(
                "the title of scene `\(scene.name)` holds \(Self.describe(breaking)); a title is one line of text: remove it",
                at: scene.titleSpan)
        } else if scene.titleSpan != nil, scene.title.trimmingSpaces.isEmpty {
            error(
                "the title of scene `\(scene.name)` is empty; remove `title:` to use `\(SceneSpec.defaultTitle(for: scene.name))`",
                at: scene.titleSpan)
        }
        let fields = boundedMembers(scene.fields, role: "fields", of: scene, at: \.nameSpan)
        let inputs = boundedMembers(scene.inputs, role: "inputs", of: scene, at: \.nameSpan)
        let actions = boundedMembers(scene.actions, role: "actions", of: scene, at: \.nameSpan)
        for field in fields {
            checkMemberName(field.name, role: "field", reservedAs: .field, at: field.nameSpan)
            checkTypeNames(field.type, at: field.typeSpan)
        }
        for input in inputs {
            checkMemberName(input.name, role: "input", reservedAs: .input, at: input.nameSpan)
            checkTypeNames(input.type, at: input.typeSpan)
        }
        for action in actions {
            checkMemberName(action.name, role: "action", reservedAs: .action, at: action.nameSpan)
            // A value naming a field of the scene is judged as a selection (`checkSelection`), not as a type.
            if let payload = action.payload, !scene.fields.contains(where: { .named($0.name) == payload }) {
                checkTypeNames(payload, at: action.payloadSpan)
            }
        }
        checkDuplicateMembers(of: scene, fields: fields, inputs: inputs, actions: actions)
        checkSelection(of: scene)
        checkRoutes(of: scene)
        checkOptions(scene.options, at: .scene, of: "scene `\(scene.name)`")
    }

    /// A scene's fields, inputs or actions up to `SpecLimits.membersPerScene`.
    private mutating func boundedMembers<Member>(
        _ members: [Member], role: String, of scene: SceneSpec, at span: (Member) -> SourceSpan?
    ) -> ArraySlice<Member> {
        bounded(members, limit: SpecLimits.membersPerScene, at: span) { count, limit in
            "scene `\(scene.name)` has \(count) \(role); a scene may have at most \(limit) \(role): split it into smaller scenes"
        }
    }

    /// Fields, inputs and actions share one namespace (they meet in the
    /// ViewModel and the view): a name used twice is an error at the second use.
    private mutating func checkDuplicateMembers(
        of scene: SceneSpec, fields: ArraySlice<PropertySpec>, inputs: ArraySlice<PropertySpec>,
        actions: ArraySlice<ActionSpec>
    ) {
        let declared =
            fields.map { (name: $0.name, role: "field", span: $0.nameSpan) }
            + inputs.map { (name: $0.name, role: "input", span: $0.nameSpan) }
            + actions.map { (name: $0.name, role: "action", span: $0.nameSpan) }
        // In the order written, so "first declared" is the first a reader meets.
        let members = declared.enumerated().sorted { lhs, rhs in
            guard let a = lhs.element.span?.start, let b = rhs.element.span?.start, a != b else {
                return lhs.offset < rhs.offset
            }
            return a < b
        }.map(\.element)
        var seen: [String: (role: String, span: SourceSpan?)] = [:]
        for member in members where !member.name.isEmpty {
            guard let first = seen[member.name] else {
                seen[member.name] = (member.role, member.span)
                continue
            }
            let how =
                first.role == member.role
                ? "twice as \(article(member.role)) \(member.role)"
                : "as \(article(first.role)) \(first.role) and as \(article(member.role)) \(member.role)"
            error(
                "`\(member.name)` is declared \(how) in scene `\(scene.name)`; names must differ across fields, inputs and actions",
                at: member.span, note: ("`\(member.name)` is first declared here", first.span))
        }
    }

    private mutating func checkRoutes(of scene: SceneSpec) {
        var seen: [String: RouteSpec] = [:]
        let routes = bounded(scene.routes, limit: SpecLimits.routesPerScene, at: \.span) { count, limit in
            "scene `\(scene.name)` has \(count) routes; a scene may have at most \(limit) routes"
        }
        for route in routes {
            if route.scene.isEmpty {
                error("empty route in scene `\(scene.name)`; write the name of a scene", at: route.span)
                continue
            }
            guard checkNameLength(route.scene, role: "route", at: route.span) else { continue }
            if let first = seen[route.scene] {
                error(
                    "route to `\(route.scene)` is listed twice in scene `\(scene.name)`", at: route.span,
                    note: ("first listed here", first.span))
                continue
            }
            seen[route.scene] = route
            checkOptions(route.options, at: .route, of: "the route to `\(route.scene)`")
            guard !sceneNames.contains(route.scene) else { continue }
            var message = "route to `\(route.scene)`, which is not a scene of the spec"
            let normalized = SpecNames.sceneName(fromArgument: route.scene)
            if sceneNames.contains(normalized) {
                message += "; did you mean `\(normalized)`?"
            } else if let suggestion = suggestScene(for: route.scene) {
                message += "; did you mean `\(suggestion)`?"
            } else {
                message += "; add it under `scenes:`"
            }
            error(message, at: route.span)
        }
    }

    // MARK: - Names

    /// Checks a scene or model name; false when it is unusable (so further
    /// checks of the same name would only repeat the problem).
    @discardableResult
    private mutating func checkTypeName(_ name: String, role: String, at span: SourceSpan?) -> Bool {
        guard checkNameLength(name, role: role, at: span) else { return false }
        if name.trimmingSpaces.isEmpty {
            error("empty \(role) name; write a name such as `\(role == "scene" ? "CarList" : "Car")`", at: span)
            return false
        }
        if let reason = SpecNames.reservedTypeNames[name] {
            error("`\(name)` cannot be a \(role) name: \(reason); choose another name", at: span)
            return false
        }
        guard !SwiftIdentifier.isUpperCamelCase(name) else { return true }
        let fix = SwiftIdentifier.upperCamelCase(name)
        let fixable = SwiftIdentifier.isUpperCamelCase(fix) && SpecNames.reservedTypeNames[fix] == nil
        if SwiftIdentifier.isIdentifier(name) {
            error(
                "\(role) name `\(name)` must be UpperCamelCase" + (fixable ? "; did you mean `\(fix)`?" : ""), at: span)
        } else {
            error(
                "\(role) name `\(name)` is not a Swift identifier"
                    + (fixable ? "; did you mean `\(fix)`?" : "; use letters and digits, starting with a letter"),
                at: span)
        }
        return false
    }

    /// Checks the name of a field, input, action or model property; `reserved`
    /// is the role whose flavor-reserved names it may not take (none for a property).
    private mutating func checkMemberName(
        _ name: String, role: String, reservedAs reserved: SpecNameRole?, at span: SourceSpan?
    ) {
        guard checkNameLength(name, role: role, at: span) else { return }
        if name.trimmingSpaces.isEmpty {
            error("empty \(role) name; write a name such as `title`", at: span)
            return
        }
        if let reason = SpecNames.reservedMemberNames[name] {
            error(
                "`\(name)` cannot be \(article(role)) \(role) name: \(reason), even in backticks; choose another name",
                at: span)
            return
        }
        if let reserved, checkReserved(name, as: reserved, at: span) { return }
        guard !SwiftIdentifier.isLowerCamelCase(name) else { return }
        let fix = SwiftIdentifier.lowerCamelCase(name)
        let fixable = SwiftIdentifier.isLowerCamelCase(fix) && SpecNames.reservedMemberNames[fix] == nil
        if SwiftIdentifier.isIdentifier(name) {
            error(
                "\(role) name `\(name)` must be lowerCamelCase" + (fixable ? "; did you mean `\(fix)`?" : ""), at: span)
        } else {
            error(
                "\(role) name `\(name)` is not a Swift identifier"
                    + (fixable ? "; did you mean `\(fix)`?" : "; use letters and digits, starting with a letter"),
                at: span)
        }
    }

    /// An error at `span` when the flavor reserves `name` for `role`, with the
    /// reason (what in the generated code it would collide with); true then.
    @discardableResult
    private mutating func checkReserved(_ name: String, as role: SpecNameRole, at span: SourceSpan?) -> Bool {
        guard let reason = rules.reason(reserving: name, as: role) else { return false }
        let flavor = rules.flavor.isEmpty ? "" : " in the `\(rules.flavor)` flavor"
        error("`\(name)` cannot be \(role.withArticle) name\(flavor): \(reason); choose another name", at: span)
        return true
    }

    // MARK: - Options

    /// The flavor's options written at `level`: each name must be one the
    /// flavor's manifest declares there, each value one it allows.
    private mutating func checkOptions(_ options: [SpecOption], at level: OptionDeclaration.Level, of owner: String) {
        let declared = rules.options(at: level)
        var seen: [String: SpecOption] = [:]
        for option in options {
            if let first = seen[option.name] {
                error(
                    "option `\(option.name)` is written twice for \(owner)", at: option.nameSpan,
                    note: ("first written here", first.nameSpan))
                continue
            }
            seen[option.name] = option
            guard let declaration = declared.first(where: { $0.name == option.name }) else {
                error(unknownOptionMessage(option.name, at: level, of: owner, declared: declared), at: option.nameSpan)
                continue
            }
            guard !declaration.values.contains(option.value) else { continue }
            var message =
                "option `\(option.name)` must be " + Self.alternatives(declaration.values) + ", found `\(option.value)`"
            if let suggestion = NameSuggester(declaration.values).closest(to: option.value, budget: &suggestionBudget) {
                message += "; did you mean `\(suggestion)`?"
            }
            error(message, at: option.valueSpan)
        }
    }

    private mutating func unknownOptionMessage(
        _ name: String, at level: OptionDeclaration.Level, of owner: String, declared: [OptionDeclaration]
    ) -> String {
        let flavor = rules.flavor.isEmpty ? "the flavor" : "the `\(rules.flavor)` flavor"
        var message = "unknown option `\(name)` for \(owner)"
        if let elsewhere = rules.options.first(where: { $0.name == name }) {
            let place =
                elsewhere.level == .project
                ? "the spec's top-level `options:`"
                : elsewhere.level == .scene
                    ? "a scene's `options:`" : "a route: `- Scene: {\(name): \(elsewhere.defaultValue)}`"
            return message + ": `\(name)` is a \(elsewhere.level.rawValue) option of \(flavor); write it in \(place)"
        }
        if let suggestion = NameSuggester(declared.map(\.name)).closest(to: name, budget: &suggestionBudget) {
            return message + "; did you mean `\(suggestion)`?"
        }
        message +=
            declared.isEmpty
            ? "; \(flavor) reads no \(level.rawValue) options"
            : "; the \(level.rawValue) options of \(flavor) are "
                + declared.map { "`\($0.name)`" }.joined(separator: ", ")
        return message
    }

    /// `a`, `a` or `b`, `a`, `b` or `c`.
    private static func alternatives(_ values: [String]) -> String {
        let quoted = values.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    }

    /// A chosen row sends one action (`select: cars`, resolved by `ListSelection`):
    /// a second one is refused, as is an action whose value names a field that is no
    /// list; a scene with a list whose row nothing chooses, and an `Int` action named
    /// like choosing one (`select: Int`), learns what to write instead.
    private mutating func checkSelection(of scene: SceneSpec) {
        let selecting = scene.actions.filter { $0.selects != nil }
        if let first = selecting.first {
            for extra in selecting.dropFirst() {
                error(
                    "`\(extra.name)` cannot choose a row too: a chosen row sends one action, `\(first.name)`; give `\(extra.name)` a type such as `String`",
                    at: extra.payloadSpan ?? extra.nameSpan)
            }
        }
        for action in scene.actions where action.selects == nil {
            guard case .named(let name, let arguments)? = action.payload, arguments.isEmpty,
                let field = scene.fields.first(where: { $0.name == name })
            else { continue }
            error(
                "`\(action.name): \(name)` names the field `\(name)`, a `\(field.type.canonical)`, which is not a list: an action names a list field (`[Car]`) to send its chosen row",
                at: action.payloadSpan ?? action.nameSpan)
        }
        let choosingWords = ["select", "choose", "pick", "open", "tap", "toggle"]
        guard selecting.isEmpty,
            let list = scene.fields.first(where: { $0.type.unwrapped.element != nil }),
            let identity = ListSelection.identity(of: list.type, models: spec.models),
            let action = scene.actions.first(where: { action in
                action.payload == .named("Int") && choosingWords.contains { action.name.hasPrefix($0) }
            })
        else { return }
        let element = list.type.unwrapped.element?.canonical ?? ""
        let what =
            identity.property.map { "its `\(element)`'s \($0), a `\(identity.type.canonical)`" }
            ?? "the item itself, a `\(identity.type.canonical)`"
        diagnostics.append(
            .note(
                "`\(action.name)` sends the `Int` typed or stepped, not a chosen row of `\(list.name)`; to send the chosen row (\(what)), write `\(action.name): \(list.name)`",
                at: action.payloadSpan ?? action.nameSpan))
    }

    // MARK: - Types

    /// Notes each name a type uses that is neither standard nor a model of
    /// the spec (once per name): the module must declare it by hand.
    private mutating func checkTypeNames(_ type: SwiftType, at span: SourceSpan?) {
        for name in type.referencedNames where !KnownTypes.contains(name) && modelsByName[name] == nil {
            guard notedTypes.insert(name).inserted else { continue }
            var message =
                "`\(name)` is neither a standard library or Foundation type nor a model of the spec: module `\(spec.module)` must declare it"
            if let suggestion = suggestType(for: name) {
                message += "; did you mean `\(suggestion)`?"
            }
            diagnostics.append(.note(message, at: span))
        }
    }

    // MARK: - Suggestions

    /// The standard type or model `name` may be a typo of.
    private mutating func suggestType(for name: String) -> String? {
        if typeSuggester == nil { typeSuggester = NameSuggester(KnownTypes.all.sorted() + spec.models.map(\.name)) }
        return typeSuggester?.closest(to: name, budget: &suggestionBudget)
    }

    /// The scene `name` may be a typo of.
    private mutating func suggestScene(for name: String) -> String? {
        if sceneSuggester == nil { sceneSuggester = NameSuggester(spec.scenes.map(\.name)) }
        return sceneSuggester?.closest(to: name, budget: &suggestionBudget)
    }

    // MARK: - Free text

    /// Whether `scalar` may end a line or hide text where a title lands (a
    /// `///` comment, a string literal): line and paragraph breaks, and other
    /// control characters except the tab.
    public static func breaksCode(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029 || scalar.value == 0x85
    }

    /// How a message names a scalar: `a line break (U+000A)`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.value {
        case 0x0A, 0x0D, 0x85: return "a line break (\(code))"
        case 0x2028: return "a Unicode line separator (\(code))"
        case 0x2029: return "a Unicode paragraph separator (\(code))"
        default: return "the control character \(code)"
        }
    }

    // MARK: - Reporting

    private mutating func error(_ message: String, at span: SourceSpan?, note: (String, SourceSpan?)? = nil) {
        var notes: [Diagnostic] = []
        if let note { notes.append(.note(note.0, at: note.1)) }
        diagnostics.append(.error(message, at: span, notes: notes))
    }

    private func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
