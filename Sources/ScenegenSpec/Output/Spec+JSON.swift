import ScenegenCore

// MARK: - The resolved spec as JSON (what `scenegen dump` prints)

extension Spec {
    /// The spec with its defaults filled in, keys in a fixed order and lists
    /// in the order written; types in their canonical spelling. Paths are
    /// shown as written (relative to the spec's folder), so the output does
    /// not depend on where the project lives.
    public var jsonValue: JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("module", .string(module)),
            ("flavor", .string(flavor)),
            ("output", .string(output)),
            ("tests", .string(tests)),
            ("templates", templatesJSON),
            ("models", .array(models.map(\.jsonValue))),
        ]
        // Only specs that declare services show the key, so older dumps read the same.
        if !services.isEmpty { pairs.append(("services", .array(services.map(\.jsonValue)))) }
        pairs.append(("scenes", .array(scenes.map(\.jsonValue))))
        // Only specs that set a header show the key, as with services.
        if let header { pairs.insert(("header", .string(header)), at: 5) }
        return .object(pairs)
    }

    /// `templates:`: the folder of every flavor, an object of flavor to folder, or null.
    private var templatesJSON: JSONValue {
        if let templates { return .string(templates) }
        if flavorTemplates.isEmpty { return .null }
        return .object(flavorTemplates.map { (key: $0.flavor, value: JSONValue.string($0.folder)) })
    }
}

extension ModelSpec {
    /// `{"name", "properties"}`.
    public var jsonValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("properties", .array(properties.map(\.jsonValue))),
        ])
    }
}

extension SceneSpec {
    /// `{"name", "title", "fields", "inputs", "actions", "routes"}`.
    public var jsonValue: JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("name", .string(name)), ("title", .string(title))]
        if !uses.isEmpty { pairs.append(("uses", .array(uses.map { .string($0.service) }))) }
        pairs += [
            ("fields", .array(fields.map(\.jsonValue))),
            ("inputs", .array(inputs.map(\.jsonValue))),
            ("actions", .array(actions.map(\.jsonValue))),
            ("routes", .array(routes.map { .string($0.scene) })),
        ]
        return .object(pairs)
    }
}

extension ServiceSpec {
    /// `{"name", "methods": [{"name", "parameters": [{"label", "type"}], "returns"}]}`.
    public var jsonValue: JSONValue {
        .object([
            ("name", .string(name)),
            (
                "methods",
                .array(
                    methods.map { method in
                        .object([
                            ("name", .string(method.name)),
                            (
                                "parameters",
                                .array(
                                    method.parameters.map {
                                        .object([("label", .string($0.label)), ("type", .string($0.type.canonical))])
                                    })
                            ),
                            ("returns", .string(method.returnType.canonical)),
                        ])
                    })
            ),
        ])
    }
}

extension PropertySpec {
    /// `{"name", "escapedName", "type", "isOptional"}`.
    public var jsonValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("escapedName", .string(escapedName)),
            ("type", .string(type.canonical)),
            ("isOptional", .bool(type.isOptional)),
        ])
    }
}

extension ActionSpec {
    /// `{"name", "escapedName", "payload", "selects"}`; `payload` is null for a Void
    /// action, `selects` names the list whose chosen row sends it (null for other actions).
    public var jsonValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("escapedName", .string(escapedName)),
            ("payload", payload.map { .string($0.canonical) } ?? .null),
            ("selects", selects.map(JSONValue.string) ?? .null),
        ])
    }
}
