import ScenegenCore
import ScenegenSpec

/// Builds `SpecSchema`'s document from a flavor's name and rules.
struct SpecSchemaBuilder {
    let flavor: String
    let rules: SpecRules

    // MARK: - Patterns

    /// An UpperCamelCase identifier: an uppercase letter, then letters and
    /// digits, no `_` (non-ASCII letters are let through; `validate` judges them).
    static let upperCamelCase = #"^(?:[A-Z]|[^\x00-\x7F])(?:[A-Za-z0-9]|[^\x00-\x7F])*$"#
    /// A lowerCamelCase identifier.
    static let lowerCamelCase = #"^(?:[a-z]|[^\x00-\x7F])(?:[A-Za-z0-9]|[^\x00-\x7F])*$"#
    /// A Swift identifier.
    static let identifier = #"^(?:[A-Za-z_]|[^\x00-\x7F])(?:[A-Za-z0-9_]|[^\x00-\x7F])*$"#
    /// A Swift type string: starts with a name or `[`; no `!` (write `T?`),
    /// no tuples or function types (no parentheses, no `->`), no `&`, no
    /// `any`/`some`, no metatypes.
    static let swiftType =
        #"^(?!\s*(?:any|some)\s)(?!.*\.(?:Type|Protocol)\b)\s*(?:[A-Za-z_\[]|[^\x00-\x7F])[^!&(){}=;|@#$%^*+'"\\/`~-]*$"#
    /// One line of text that is not blank: no line break or other control character but the tab.
    static let titleLine =
        #"^[^\x00-\x08\x0A-\x1F\x7F-\x9F\u2028\u2029]*[^\x00-\x08\x0A-\x1F\x7F-\x9F\u2028\u2029\s][^\x00-\x08\x0A-\x1F\x7F-\x9F\u2028\u2029]*$"#
    /// Lines that are each blank or a `//` comment.
    static let commentLines = #"^(?:[ \t]*(?://[^\n]*)?(?:\r?\n|$))*$"#
    /// A value that is not blank.
    static let notBlank = #"\S"#
    /// A key of `templates:` that is a path rather than a flavor name.
    static let pathKey = #"^[.~]|/"#
    /// A signature: a parameter list (no parentheses inside: tuples and
    /// function types are not types of the spec), then nothing or `-> Type`.
    static let signature = #"^\s*\([^()]*\)\s*(?:->\s*\S[^()]*)?$"#

    // MARK: - The document

    var document: JSONValue {
        var properties: [(key: String, value: JSONValue)] = []
        for entry in SpecReference.topLevel {
            properties.append((entry.key, described(topLevelValue(entry.key), entry.text)))
        }
        return .object([
            ("$schema", .string(SpecSchema.dialect)),
            ("title", .string("scenegen.yml (flavor `\(flavor)`)")),
            ("description", .string(SpecReference.spec)),
            ("type", .string("object")),
            ("required", .array(SpecReference.topLevel.filter(\.isRequired).map { .string($0.key) })),
            ("properties", .object(properties)),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(definitions)),
        ])
    }

    private func topLevelValue(_ key: String) -> JSONValue {
        switch key {
        case "module":
            return .object([
                ("type", .string("string")), ("pattern", .string(Self.identifier)),
                ("maxLength", .int(SpecLimits.nameLength)), ("not", enumeration(SwiftIdentifier.keywords.sorted())),
            ])
        case "flavor":
            return .object([
                ("type", .string("string")), ("pattern", .string(Self.notBlank)),
                ("default", .string(Spec.defaultFlavor)),
                ("examples", .array(BuiltInTemplates.flavorNames.map(JSONValue.string))),
            ])
        case "output", "tests": return path
        case "templates":
            return .object([
                (
                    "anyOf",
                    .array([
                        path,
                        .object([
                            ("type", .string("object")),
                            (
                                "propertyNames",
                                .object([
                                    (
                                        "anyOf",
                                        .array([
                                            enumeration(BuiltInTemplates.flavorNames),
                                            .object([("pattern", .string(Self.pathKey))]),
                                        ])
                                    )
                                ])
                            ),
                            ("additionalProperties", described(path, SpecReference.flavorTemplates)),
                        ]),
                    ])
                )
            ])
        case "header":
            return .object([("type", .string("string")), ("pattern", .string(Self.commentLines))])
        case "models":
            return mapOrNothing(names: reference("modelName"), values: reference("model"), limit: SpecLimits.models)
        case "services":
            return mapOrNothing(names: reference("serviceName"), values: reference("service"), limit: SpecLimits.models)
        case "scenes":
            return mapOrNothing(names: reference("sceneName"), values: reference("scene"), limit: SpecLimits.scenes)
        default: return reference("projectOptions")
        }
    }

    // MARK: - Definitions

    private var definitions: [(key: String, value: JSONValue)] {
        [
            ("type", described(swiftType, SpecReference.type)),
            ("flowType", described(flowType, SpecReference.flowType)),
            ("payload", described(payload, SpecReference.action)),
            ("model", described(model, SpecReference.modelEntry)),
            ("service", described(service, SpecReference.service)),
            ("scene", described(scene, SpecReference.sceneEntry)),
            ("action", described(action, SpecReference.action)),
            ("route", described(route, SpecReference.route)),
            ("projectOptions", options(at: .project)),
            ("sceneOptions", options(at: .scene)),
            ("routeOptions", options(at: .route)),
            ("sceneName", typeName(role: "scene", reserved: sceneReserved)),
            ("modelName", typeName(role: "model", reserved: modelReserved)),
            ("serviceName", serviceName),
            ("fieldName", memberName(role: "field", reserved: memberReserved(.field))),
            ("inputName", memberName(role: "input", reserved: memberReserved(.input) + [SpecNames.dependenciesLabel])),
            ("actionName", memberName(role: "action", reserved: memberReserved(.action))),
            ("propertyName", memberName(role: "property", reserved: memberReserved(nil))),
            ("methodName", memberName(role: "method", reserved: memberReserved(nil))),
        ]
    }

    private var swiftType: JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    .object([
                        ("type", .string("string")), ("pattern", .string(Self.swiftType)),
                        ("maxLength", .int(SpecLimits.nameLength)),
                    ]),
                    reference("flowType"),
                ])
            )
        ])
    }

    /// `[Car]`, `[[Int]]` or `[String: Int]` unquoted: a list of one type, or of one `key: value` pair.
    private var flowType: JSONValue {
        let part = JSONValue.object([
            (
                "anyOf",
                .array([
                    .object([("type", .string("string")), ("pattern", .string(Self.swiftType))]),
                    reference("flowType"),
                ])
            )
        ])
        return .object([
            ("type", .string("array")), ("minItems", .int(1)), ("maxItems", .int(1)),
            (
                "items",
                .object([
                    (
                        "anyOf",
                        .array([
                            part,
                            .object([
                                ("type", .string("object")), ("minProperties", .int(1)), ("maxProperties", .int(1)),
                                ("additionalProperties", part),
                            ]),
                        ])
                    )
                ])
            ),
        ])
    }

    /// What an action carries: nothing (`name:`, `Void`, `()`) or a type.
    private var payload: JSONValue {
        .object([("anyOf", .array([nothing, enumeration(["Void", "()"]), reference("type")]))])
    }

    private var model: JSONValue {
        mapOrNothing(
            names: reference("propertyName"),
            values: described(reference("type"), SpecReference.model[0].text), limit: SpecLimits.propertiesPerModel)
    }

    private var service: JSONValue {
        mapOrNothing(
            names: reference("methodName"),
            values: described(
                .object([
                    ("type", .string("string")), ("pattern", .string(Self.signature)),
                    ("maxLength", .int(SpecLimits.nameLength)),
                ]), SpecReference.method),
            limit: nil)
    }

    private var scene: JSONValue {
        var properties: [(key: String, value: JSONValue)] = []
        for entry in SpecReference.scene {
            properties.append((entry.key, described(sceneValue(entry.key), entry.text)))
        }
        return .object(
            mappingOrNothing + [("properties", .object(properties)), ("additionalProperties", .bool(false))])
    }

    private func sceneValue(_ key: String) -> JSONValue {
        let limit = SpecLimits.membersPerScene
        switch key {
        case "title":
            return .object([
                ("type", .array([.string("string"), .string("number"), .string("boolean")])),
                ("pattern", .string(Self.titleLine)), ("maxLength", .int(SpecLimits.titleLength)),
            ])
        case "uses":
            return listOrNothing(described(reference("serviceName"), SpecReference.use), limit: nil)
        case "fields": return mapOrNothing(names: reference("fieldName"), values: reference("type"), limit: limit)
        case "inputs": return mapOrNothing(names: reference("inputName"), values: reference("type"), limit: limit)
        case "actions":
            // A list of names and `name: Type` pairs, or a mapping of names to values, or nothing.
            return .object([
                ("type", .array([.string("array"), .string("object"), .string("null")])),
                ("items", reference("action")), ("maxItems", .int(limit)),
                ("propertyNames", reference("actionName")), ("additionalProperties", reference("payload")),
                ("maxProperties", .int(limit)),
            ])
        case "routes": return listOrNothing(reference("route"), limit: SpecLimits.routesPerScene)
        default: return reference("sceneOptions")
        }
    }

    /// `refresh`, or a one-key mapping `select: Int`.
    private var action: JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    reference("actionName"), singlePair(names: reference("actionName"), value: reference("payload")),
                ])
            )
        ])
    }

    /// `CarList`, or a one-key mapping `Settings: {presentation: present}`.
    private var route: JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    reference("sceneName"), singlePair(names: reference("sceneName"), value: reference("routeOptions")),
                ])
            )
        ])
    }

    // MARK: - Options

    /// The flavor's options at `level`: each with its values and default; no other name.
    private func options(at level: OptionDeclaration.Level) -> JSONValue {
        let declared = rules.options(at: level)
        let properties: [(key: String, value: JSONValue)] = declared.map { declaration in
            let values = declaration.values.map { "`\($0)`" }.joined(separator: ", ")
            let what = declaration.description.map { " " + $0 } ?? ""
            let text =
                "The \(level.rawValue) option `\(declaration.name)` of the `\(flavor)` flavor.\(what) One of \(values); default `\(declaration.defaultValue)`."
            return (
                declaration.name,
                .object([
                    ("description", .string(text)), ("enum", .array(declaration.values.flatMap(Self.scalarForms))),
                    ("default", .string(declaration.defaultValue)),
                ])
            )
        }
        let names = declared.isEmpty ? "none" : declared.map { "`\($0.name)`" }.joined(separator: ", ")
        let text = "The \(level.rawValue) options the `\(flavor)` flavor declares in its manifest: \(names)."
        return described(
            .object(mappingOrNothing + [("properties", .object(properties)), ("additionalProperties", .bool(false))]),
            text)
    }

    /// A value as the spec writes it, and as a YAML 1.2 reader types it
    /// (`true`, `2`), so an editor's reading of `columns: 2` matches `"2"` too.
    static func scalarForms(_ value: String) -> [JSONValue] {
        var forms: [JSONValue] = [.string(value)]
        switch value {
        case "true", "True", "TRUE": forms.append(.bool(true))
        case "false", "False", "FALSE": forms.append(.bool(false))
        default:
            let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                digits == "0" || !digits.hasPrefix("0")
            {
                forms.append(.number(value))
            }
        }
        return forms
    }

    // MARK: - Names

    private var sceneReserved: [String] {
        Array(SpecNames.reservedTypeNames.keys) + reserved(.scene)
    }

    private var modelReserved: [String] {
        Array(SpecNames.reservedTypeNames.keys) + KnownTypes.all + reserved(.model)
    }

    private func memberReserved(_ role: SpecNameRole?) -> [String] {
        Array(SpecNames.reservedMemberNames.keys) + (role.map(reserved) ?? [])
    }

    private func reserved(_ role: SpecNameRole) -> [String] {
        rules.reservedNames[role].map { Array($0.keys) } ?? []
    }

    private func typeName(role: String, reserved: [String]) -> JSONValue {
        .object([
            ("description", .string("A \(role) name: an UpperCamelCase Swift identifier.")),
            ("type", .string("string")), ("pattern", .string(Self.upperCamelCase)),
            ("maxLength", .int(SpecLimits.nameLength)), ("not", enumeration(Set(reserved).sorted())),
        ])
    }

    private var serviceName: JSONValue {
        let taken =
            Array(SpecNames.reservedTypeNames.keys) + KnownTypes.all + SpecNames.reactiveTypes
            + [SpecNames.dependenciesTypeName] + reserved(.service)
        return .object([
            (
                "description",
                .string(
                    "A service name: an UpperCamelCase Swift identifier, not `\(SpecNames.dependenciesTypeName)` nor starting with `\(SpecNames.mockPrefix)`."
                )
            ),
            ("type", .string("string")),
            (
                "allOf",
                .array([
                    .object([("pattern", .string(Self.upperCamelCase))]),
                    .object([("pattern", .string("^(?!\(SpecNames.mockPrefix))"))]),
                ])
            ),
            ("maxLength", .int(SpecLimits.nameLength)), ("not", enumeration(Set(taken).sorted())),
        ])
    }

    private func memberName(role: String, reserved: [String]) -> JSONValue {
        .object([
            (
                "description",
                .string("\(role.prefix(1).uppercased() + role.dropFirst()) name: a lowerCamelCase Swift identifier.")
            ),
            ("type", .string("string")), ("pattern", .string(Self.lowerCamelCase)),
            ("maxLength", .int(SpecLimits.nameLength)), ("not", enumeration(Set(reserved).sorted())),
        ])
    }

    // MARK: - Building blocks

    /// A path: a value that is not blank (YAML may type `2024` as a number).
    private var path: JSONValue {
        .object([("type", .array([.string("string"), .string("number")])), ("pattern", .string(Self.notBlank))])
    }

    /// "Nothing here": `key:` (null), `{}` or `[]`, which the decoder takes as empty.
    private var nothing: JSONValue {
        .object([
            ("type", .array([.string("null"), .string("array"), .string("object")])), ("maxItems", .int(0)),
            ("maxProperties", .int(0)),
        ])
    }

    /// A mapping, or nothing (`key:`, `[]`): `maxItems` holds for a list only.
    private var mappingOrNothing: [(key: String, value: JSONValue)] {
        [("type", .array([.string("object"), .string("null"), .string("array")])), ("maxItems", .int(0))]
    }

    /// A list, or nothing (`key:`, `{}`): `maxProperties` holds for a mapping only.
    private var listOrNothingTypes: [(key: String, value: JSONValue)] {
        [("type", .array([.string("array"), .string("null"), .string("object")])), ("maxProperties", .int(0))]
    }

    private func reference(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/\(name)"))])
    }

    private func enumeration(_ values: [String]) -> JSONValue {
        .object([("enum", .array(values.map(JSONValue.string)))])
    }

    /// `schema` with `text` as its description, first.
    private func described(_ schema: JSONValue, _ text: String) -> JSONValue {
        guard case .object(let pairs) = schema else { return schema }
        return .object([("description", .string(text))] + pairs.filter { $0.key != "description" })
    }

    /// A mapping of `names` to `values` (at most `limit`), or nothing.
    private func mapOrNothing(names: JSONValue, values: JSONValue, limit: Int?) -> JSONValue {
        var pairs = mappingOrNothing + [("propertyNames", names), ("additionalProperties", values)]
        if let limit { pairs.append(("maxProperties", .int(limit))) }
        return .object(pairs)
    }

    /// A list of `items` (at most `limit`), or nothing.
    private func listOrNothing(_ items: JSONValue, limit: Int?) -> JSONValue {
        var pairs = listOrNothingTypes + [("items", items)]
        if let limit { pairs.append(("maxItems", .int(limit))) }
        return .object(pairs)
    }

    /// A mapping of exactly one key: `- select: Int`, `- Settings: {presentation: present}`.
    private func singlePair(names: JSONValue, value: JSONValue) -> JSONValue {
        .object([
            ("type", .string("object")), ("minProperties", .int(1)), ("maxProperties", .int(1)),
            ("propertyNames", names), ("additionalProperties", value),
        ])
    }
}
