import ScenegenCore
import ScenegenSpec

/// Builds what templates see (docs/flavors.md): the project,
/// each scene and each model, as ordered JSON values the template engine reads.
///
/// Everything a template would otherwise compute with filters and loops
/// (Swift parameter lists, sample values for tests, key bindings) is spelled
/// out here once, so templates stay readable and overrides stay small.
public struct SceneContextBuilder: Sendable {
    let spec: Spec
    let facts: SwiftTypeFacts
    private let specName: String
    /// Scenes and models by name, built once: routes and samples look them up per item.
    let scenesByName: [String: SceneSpec]
    let modelsByName: [String: ModelSpec]
    /// The flavor's rules: its options, each with the value written or its default.
    private let rules: SpecRules
    /// The keys the flavor keeps when it gives each action a key; nil for a flavor without keys.
    private let reservedKeys: Set<Character>?

    /// Creates a builder for `spec`; `specName` is how generated headers name it. A
    /// flavor that binds actions to keys passes the keys it keeps (`actionKeys:`).
    /// The service return types it subscribes to are the flavor's (`reactiveTypes:`).
    public init(
        spec: Spec, specName: String, rules: SpecRules = .swiftOnly, reservedKeys: Set<Character>? = nil,
        reactiveTypes: [String: ReactiveType] = [:]
    ) {
        self.spec = spec
        self.specName = specName
        self.rules = rules
        self.reservedKeys = reservedKeys
        self.facts = SwiftTypeFacts(models: Set(spec.models.map(\.name)), reactiveTypes: reactiveTypes)
        scenesByName = Dictionary(spec.scenes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        modelsByName = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The values every template sees: `module`, `output`, `tests`, `flavor`,
    /// `specName`, `scenes` and `models`.
    public func projectContext() -> [(key: String, value: JSONValue)] {
        projectContext(sceneValues: spec.scenes.map(sceneValue))
    }

    /// The project context with each scene's value made already (by `sceneValue`).
    func projectContext(sceneValues: [JSONValue]) -> [(key: String, value: JSONValue)] {
        [
            ("module", .string(spec.module)),
            ("output", .string(spec.output)),
            ("tests", .string(spec.tests)),
            ("flavor", .string(spec.flavor)),
            // The spec's file name lands in `//` headers: a line break in it would end the comment.
            (
                "specName",
                .string(
                    String(
                        String.UnicodeScalarView(
                            specName.unicodeScalars.map { SpecValidator.breaksCode($0) ? "?" : $0 })))
            ),
            ("scenes", .array(sceneValues)),
            ("models", .array(spec.models.map(modelValue))),
            ("options", options(at: .project, spec.options)),
        ] + serviceProjectValues()
    }

    /// The flavor's options of one level: every declared one, written or default.
    private func options(at level: OptionDeclaration.Level, _ written: [SpecOption]) -> JSONValue {
        .object(rules.resolvedOptions(at: level, written: written).map { ($0.0, JSONValue.string($0.1)) })
    }

    /// The project context plus `scene`.
    public func context(for scene: SceneSpec) -> [(key: String, value: JSONValue)] {
        projectContext() + [("scene", sceneValue(scene))]
    }

    /// The project context plus `model`.
    public func context(for model: ModelSpec) -> [(key: String, value: JSONValue)] {
        projectContext() + [("model", modelValue(model))]
    }

    // MARK: - Models

    func modelValue(_ model: ModelSpec) -> JSONValue {
        .object([
            ("name", .string(model.name)),
            (
                "properties",
                .array(
                    model.properties.map { property in
                        .object([
                            ("name", .string(property.name)),
                            ("escapedName", .string(property.escapedName)),
                            ("type", .string(property.type.canonical)),
                        ])
                    })
            ),
        ])
    }

    // MARK: - Scenes

    func sceneValue(_ scene: SceneSpec) -> JSONValue {
        // Samples are seeded in label order, as every generated initializer takes its labels.
        let sorted = Self.sortedByLabel(scene.inputs)
        let inputs = scene.inputs.map { input in
            inputValue(input, seed: (sorted.firstIndex(of: input) ?? 0) + 1)
        }
        let unbuildable = scene.inputs.filter { sample(of: $0, seed: 1) == nil }.map(\.type.canonical)
        // Actions without a value take their keys first, so giving a value action a key never
        // moves theirs; then each value action read from typed text gets the key opening its prompt.
        // A chosen row sends the selecting action (ListSelection): it is never typed, so it takes no key.
        let selection = ListSelection.of(scene, models: spec.models)
        let typed = scene.actions.filter {
            $0 != selection?.action && $0.payload.flatMap { facts.parseExpression(of: $0, from: "input") } != nil
        }
        let keyNames =
            reservedKeys == nil ? [] : (scene.actions.filter { $0.payload == nil } + typed).map(\.name)
        let assigned = ActionKeys.assign(keyNames, reserved: reservedKeys ?? [])
        let keys = Dictionary(uniqueKeysWithValues: zip(keyNames, assigned))
        let actions = scene.actions.map {
            actionValue($0, key: keys[$0.name] ?? nil, isSelection: $0 == selection?.action)
        }
        // A scene whose only action is a typed value starts typing it.
        let initialKey = scene.actions.count == 1 && typed.count == 1 ? keys[typed[0].name].flatMap { $0 } : nil
        let fields = scene.fields.map(fieldValue)
        let routes = scene.routes.map(routeValue)
        return .object(
            [
                ("name", .string(scene.name)),
                ("lowerName", .string(lowerFirst(scene.name))),
                ("title", .string(scene.title)),
                ("titleLiteral", .string(SwiftLiteral.string(scene.title))),
                ("inputs", .array(inputs)),
                ("fields", .array(fields)),
                ("actions", .array(actions)),
                ("keyActions", .array(actions.filter { $0["key"] != .string("") && $0["hasPayload"] == .bool(false) })),
                ("payloadActions", .array(actions.filter { $0["hasPayload"] == .bool(true) })),
                ("routes", .array(routes)),
                ("selection", selection.map(selectionValue) ?? .null),
                ("hasSelection", .bool(selection != nil)),
                ("hasInputs", .bool(!scene.inputs.isEmpty)),
                ("hasFields", .bool(!scene.fields.isEmpty)),
                ("hasActions", .bool(!scene.actions.isEmpty)),
                ("hasPayloadActions", .bool(scene.actions.contains { $0.payload != nil })),
                ("hasRoutes", .bool(!scene.routes.isEmpty)),
                ("inputParameters", .string(parameters(sorted))),
                ("inputArguments", .string(arguments(sorted))),
                ("sampleInputArguments", .string(sampleArguments(sorted))),
                (
                    "sortedInputs",
                    .array(sorted.enumerated().map { index, input in inputValue(input, seed: index + 1) })
                ),
                ("sampleInputs", .string(sampleInputsExpression(scene))),
                ("inputsAreEquatable", .bool(scene.inputs.allSatisfy { facts.isEquatable($0.type) })),
                ("canBuild", .bool(unbuildable.isEmpty)),
                ("unbuildableTypes", .string(unbuildable.map { "`\($0)`" }.joined(separator: ", "))),
                ("options", options(at: .scene, scene.options)),
            ] + serviceSceneValues(scene, fields: fields, actions: actions)
                // Only a flavor with keys starts a prompt: the others' contexts stay as they were.
                + (reservedKeys == nil ? [] : [("initialValueActionKey", .string(initialKey.map(String.init) ?? ""))]))
    }

    func inputValue(_ input: PropertySpec, seed: Int) -> JSONValue {
        .object([
            ("name", .string(input.name)),
            ("escapedName", .string(input.escapedName)),
            ("label", .string(SwiftIdentifier.label(input.name))),
            ("upperName", .string(upperFirst(input.name))),
            ("title", .string(SwiftIdentifier.title(fromTypeName: upperFirst(input.name)))),
            ("type", .string(input.type.canonical)),
            ("sample", .string(sample(of: input, seed: seed) ?? "")),
            ("isEquatable", .bool(facts.isEquatable(input.type))),
        ])
    }

    /// What a chosen row of the scene's list sends: `field`, `action`, `relay`, `elementType`,
    /// `idType` and `idSuffix`, the path from an item to its id (`.id`, or nothing when the
    /// item is its own id), so `item{{ idSuffix }}` is what the action carries.
    private func selectionValue(_ selection: ListSelection) -> JSONValue {
        let field = selection.field
        let action = selection.action
        return .object([
            ("field", .string(field.name)),
            ("fieldEscapedName", .string(field.escapedName)),
            ("fieldUpperName", .string(upperFirst(field.name))),
            ("fieldIsOptional", .bool(field.type.isOptional)),
            ("action", .string(action.name)),
            ("actionEscapedName", .string(action.escapedName)),
            ("actionUpperName", .string(upperFirst(action.name))),
            (
                "actionTitleLiteral",
                .string(SwiftLiteral.string(SwiftIdentifier.title(fromTypeName: upperFirst(action.name))))
            ),
            ("relay", .string(action.name + "Relay")),
            ("elementType", .string(selection.element.canonical)),
            ("idType", .string(action.payloadType.canonical)),
            ("idSuffix", .string(selection.idProperty.map { "." + SwiftIdentifier.escaped($0) } ?? "")),
            ("idIsEquatable", .bool(facts.isEquatable(action.payloadType))),
            // Two sample items (`Car(id: "id-1", …)`, `Car(id: "id-2", …)`) a test can give the
            // list; none when scenegen cannot make them.
            ("sampleItems", .array((sampleItems(of: selection) ?? []).map(JSONValue.string))),
        ])
    }

    private func sampleItems(of selection: ListSelection) -> [String]? {
        let samples = [1, 2].compactMap {
            selection.element.sampleValue(modelsByName: modelsByName, seed: $0, label: selection.field.name)
        }
        return samples.count == 2 && samples[0] != samples[1] ? samples : nil
    }

    private func fieldValue(_ field: PropertySpec) -> JSONValue {
        let title = SwiftIdentifier.title(fromTypeName: upperFirst(field.name))
        // A new ViewModel starts each field at a neutral value (`""`, `0`, `[]`, `nil`),
        // or sends nothing for a type scenegen cannot make one of.
        let initial = facts.neutralValue(of: field.type)
        let storage = field.type.isOptional ? field.type.canonical : field.type.canonical + "?"
        return .object([
            ("name", .string(field.name)),
            ("escapedName", .string(field.escapedName)),
            ("label", .string(SwiftIdentifier.label(field.name))),
            ("upperName", .string(upperFirst(field.name))),
            ("title", .string(title)),
            ("titleLiteral", .string(SwiftLiteral.string(title))),
            ("type", .string(field.type.canonical)),
            ("storageType", .string(storage)),
            ("isOptional", .bool(field.type.isOptional)),
            ("isArray", .bool(isList(field.type))),
            // A list's items: their type, and the path to the id that identifies one (`.id` for a
            // model with an `id`; nothing when none does, as for `[String]`).
            ("elementType", .string(field.type.unwrapped.element?.canonical ?? "")),
            (
                "elementIDSuffix",
                .string(
                    ListSelection.identity(of: field.type, models: spec.models)?.property.map {
                        "." + SwiftIdentifier.escaped($0)
                    } ?? "")
            ),
            ("neutralValue", .string(initial ?? "")),
            ("hasNeutralValue", .bool(initial != nil)),
            ("expectedInitial", .string(initial ?? "")),
            ("isTestable", .bool(initial != nil && facts.isEquatable(field.type))),
        ])
    }

    private func actionValue(_ action: ActionSpec, key: Character?, isSelection: Bool) -> JSONValue {
        let title = SwiftIdentifier.title(fromTypeName: upperFirst(action.name))
        let parse = action.payload.flatMap { facts.parseExpression(of: $0, from: "input") }
        return .object([
            ("name", .string(action.name)),
            ("escapedName", .string(action.escapedName)),
            ("label", .string(SwiftIdentifier.label(action.name))),
            ("upperName", .string(upperFirst(action.name))),
            ("title", .string(title)),
            ("titleLiteral", .string(SwiftLiteral.string(title))),
            ("key", .string(key.map(String.init) ?? "")),
            ("hasPayload", .bool(action.payload != nil)),
            // Sent by choosing a row of the scene's list (`scene.selection`), not by a control of its own.
            ("isSelection", .bool(isSelection)),
            ("payloadType", .string(action.payloadType.canonical)),
            ("parse", .string(parse ?? "")),
            ("typedSample", .string(action.payload.flatMap(facts.typedSample) ?? "")),
            ("typedHint", .string(action.payload.flatMap(facts.typedHint).map(SwiftLiteral.string) ?? "")),
            ("typedSampleLiteral", .string(action.payload.flatMap(facts.typedSample).map(SwiftLiteral.string) ?? "")),
            (
                "typedValue",
                .string(
                    action.payload.flatMap(facts.typedSample).flatMap { facts.typedValue(of: action.payloadType, $0) }
                        ?? "")
            ),
            (
                "caseDeclaration",
                .string(
                    action.payload.map { "\(SwiftIdentifier.escaped(action.name))(\($0.canonical))" }
                        ?? action.escapedName)
            ),
            (
                "samplePayload",
                .string(action.payload?.sampleValue(modelsByName: modelsByName, seed: 1, label: action.name) ?? "")
            ),
            ("relay", .string(action.name + "Relay")),
        ])
    }

    private func routeValue(_ route: RouteSpec) -> JSONValue {
        let target = scenesByName[route.scene]
        let inputs = Self.sortedByLabel(target?.inputs ?? [])
        let caseName = SwiftIdentifier.escaped(lowerFirst(route.scene))
        let caseDeclaration = inputs.isEmpty ? caseName : "\(caseName)(\(parameters(inputs)))"
        let casePattern =
            inputs.isEmpty
            ? ".\(caseName)" : ".\(caseName)(" + inputs.map { "let \($0.escapedName)" }.joined(separator: ", ") + ")"
        let sampleCase = inputs.isEmpty ? ".\(caseName)" : ".\(caseName)(\(sampleArguments(inputs)))"
        let canBuild = inputs.allSatisfy { sample(of: $0, seed: 1) != nil }
        return .object([
            ("scene", .string(route.scene)),
            ("title", .string(target?.title ?? route.scene)),
            ("caseName", .string(caseName)),
            ("methodName", .string("routeTo" + route.scene)),
            ("caseDeclaration", .string(caseDeclaration)),
            ("casePattern", .string(casePattern)),
            ("parameters", .string(parameters(inputs))),
            ("arguments", .string(arguments(inputs))),
            ("sampleCase", .string(sampleCase)),
            ("canBuild", .bool(canBuild)),
            ("checksInputs", .bool(inputs.contains { facts.isEquatable($0.type) })),
            ("inputs", .array(inputs.enumerated().map { index, input in inputValue(input, seed: index + 1) })),
            ("options", options(at: .route, route.options)),
            ("sampleInputs", .string(target.map(sampleInputsExpression) ?? "")),
            ("inputsAreEquatable", .bool(inputs.allSatisfy { facts.isEquatable($0.type) })),
        ])
    }

    // MARK: - Spellings

    func sample(of property: PropertySpec, seed: Int) -> String? {
        property.type.sampleValue(modelsByName: modelsByName, seed: seed, label: property.name)
    }

    func parameters(_ properties: [PropertySpec]) -> String {
        properties.map { "\(SwiftIdentifier.label($0.name)): \($0.type.canonical)" }.joined(separator: ", ")
    }

    func arguments(_ properties: [PropertySpec]) -> String {
        properties.map { "\(SwiftIdentifier.label($0.name)): \($0.escapedName)" }.joined(separator: ", ")
    }

    func sampleArguments(_ properties: [PropertySpec]) -> String {
        properties.enumerated().map { index, property in
            "\(SwiftIdentifier.label(property.name)): \(sample(of: property, seed: index + 1) ?? "<#\(property.type.canonical)#>")"
        }.joined(separator: ", ")
    }

    private func isList(_ type: SwiftType) -> Bool {
        switch type.unwrapped {
        case .array, .set: return true
        default: return false
        }
    }

    func string(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }
    func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}
