import ScenegenCore
import ScenegenSpec

/// What templates see of the spec's services (docs/spec.md, "service"; docs/flavors.md): each service
/// with its methods and its mock's members, the project's dependencies value,
/// and per scene the services it uses, the calls it can make on appearing and
/// the outputs of its ViewModel (docs/flavors.md lists them).
///
/// Every generated initializer a user calls takes its labels in alphabetical
/// order (`Output`, `Inputs`, `AppDependencies`, Builders, route cases): the
/// order of keys in the spec never reaches a call the user wrote.
extension SceneContextBuilder {
    /// The name of the project-wide value holding one instance of each service.
    static let dependenciesName = "AppDependencies"

    /// `properties` in the order generated labels take: alphabetical.
    static func sortedByLabel(_ properties: [PropertySpec]) -> [PropertySpec] {
        properties.sorted { $0.name < $1.name }
    }

    /// `CarDetailsViewModel.Inputs(carID: "carID-1")`, with the samples generated tests use.
    func sampleInputsExpression(_ scene: SceneSpec) -> String {
        "\(scene.name)ViewModel.Inputs(\(sampleArguments(Self.sortedByLabel(scene.inputs))))"
    }

    // MARK: - Project

    /// `services`, `hasServices` and `dependencies`.
    func serviceProjectValues() -> [(key: String, value: JSONValue)] {
        [
            ("services", .array(spec.services.map(serviceValue))),
            ("hasServices", .bool(!spec.services.isEmpty)),
            ("dependencies", dependenciesValue()),
        ]
    }

    func serviceValue(_ service: ServiceSpec) -> JSONValue {
        .object([
            ("name", .string(service.name)),
            ("propertyName", .string(SwiftIdentifier.escaped(service.propertyName))),
            ("mockName", .string("Mock" + service.name)),
            ("methods", .array(service.methods.map { methodValue($0, of: service) })),
        ])
    }

    private func methodValue(_ method: ServiceMethodSpec, of service: ServiceSpec) -> JSONValue {
        let parameters = method.parameters.map { "\(SwiftIdentifier.label($0.label)): \($0.type.canonical)" }
        let returnsVoid = method.returnType == .named("Void")
        let declaration =
            "func \(method.escapedName)(\(parameters.joined(separator: ", ")))"
            + (returnsVoid ? "" : " -> \(method.returnType.canonical)")
        let callName = upperFirst(method.name) + "Call"
        return .object([
            ("name", .string(method.name)),
            ("escapedName", .string(method.escapedName)),
            ("selector", .string(method.selector)),
            ("declaration", .string(declaration)),
            ("returnType", .string(method.returnType.canonical)),
            ("returnsVoid", .bool(returnsVoid)),
            ("callName", .string(callName)),
            ("callsName", .string(method.name + "Calls")),
            ("resultName", .string(method.name + "Result")),
            (
                "callFields",
                .array(
                    method.parameters.map {
                        .object([
                            ("name", .string($0.escapedName)), ("type", .string($0.type.canonical)),
                        ])
                    })
            ),
            (
                "recordCall",
                .string(
                    callName + "("
                        + method.parameters.map { "\(SwiftIdentifier.label($0.label)): \($0.escapedName)" }.joined(
                            separator: ", ") + ")")
            ),
            ("callIsEquatable", .bool(method.parameters.allSatisfy { facts.isEquatable($0.type) })),
            ("mockResult", mockResult(of: method.returnType, selector: "\(service.name).\(method.selector)")),
            ("parameters", .string(parameters.joined(separator: ", "))),
            ("element", elementValue(of: method)),
        ])
    }

    /// What a call of the method delivers, as the flavor's `reactiveTypes:` read
    /// its return type (`Single<Car>` a `Car`; a plain type itself; `Completable`
    /// and `Void` nothing), with a value of it to start a mock at: neutral, else a sample.
    private func elementValue(of method: ServiceMethodSpec) -> JSONValue {
        var element: SwiftType? = method.returnType == .named("Void") ? nil : method.returnType
        if let (_, delivered) = facts.reactiveRule(of: method.returnType) { element = delivered }
        let value = element.flatMap {
            facts.neutralValue(of: $0) ?? $0.sampleValue(modelsByName: modelsByName, seed: 1, label: "value")
        }
        return .object([
            ("type", .string(element?.canonical ?? "Void")),
            ("isVoid", .bool(element == nil)),
            ("defaultValue", .string(value ?? "")),
            ("hasDefaultValue", .bool(value != nil)),
        ])
    }

    /// What a mock returns until a test sets a result, for its template to
    /// spell: `value` (a plain type's neutral value or sample), `just` (a
    /// reactive type delivering `value`), `empty` (one whose mock starts empty,
    /// or cannot fail and has no value to give), `fail` (a reactive type of
    /// something scenegen cannot make: the mock fails naming the method), or
    /// `none` (a plain type scenegen cannot make: the test sets it).
    func mockResult(of type: SwiftType, selector: String) -> JSONValue {
        let value = { (type: SwiftType) in
            facts.neutralValue(of: type) ?? type.sampleValue(modelsByName: modelsByName, seed: 1, label: "value")
        }
        var kind = "none"
        var made: String?
        if let (rule, element) = facts.reactiveRule(of: type) {
            made = rule.mockStartsEmpty ? nil : element.flatMap(value)
            kind = made != nil ? "just" : (rule.mockStartsEmpty || !rule.fails ? "empty" : "fail")
        } else if let plain = value(type) {
            made = plain
            kind = "value"
        }
        return .object([
            ("kind", .string(kind)), ("value", .string(made ?? "")), ("hasValue", .bool(kind != "none")),
            ("selectorLiteral", .string(SwiftLiteral.string(selector))),
        ])
    }

    private func dependenciesValue() -> JSONValue {
        let services = spec.services.sorted { $0.propertyName < $1.propertyName }
        return .object([
            ("name", .string(Self.dependenciesName)),
            (
                "properties",
                .array(
                    services.map {
                        .object([
                            ("name", .string(SwiftIdentifier.escaped($0.propertyName))),
                            ("label", .string(SwiftIdentifier.label($0.propertyName))),
                            ("type", .string($0.name)), ("mockName", .string("Mock" + $0.name)),
                        ])
                    })
            ),
            (
                "initParameters",
                .string(
                    services.map { "\(SwiftIdentifier.label($0.propertyName)): \($0.name)" }.joined(separator: ", "))
            ),
            (
                "mockArguments",
                .string(
                    services.map {
                        "\(SwiftIdentifier.label($0.propertyName)): \(SwiftIdentifier.escaped($0.propertyName))"
                    }
                    .joined(separator: ", "))
            ),
        ])
    }

    // MARK: - Scenes

    /// A scene's `uses`, `usesServices`, `appearCalls`, `loads`, `outputs` and `outputInit`.
    func serviceSceneValues(_ scene: SceneSpec, fields: [JSONValue], actions: [JSONValue]) -> [(
        key: String, value: JSONValue
    )] {
        let used = scene.uses.compactMap { spec.service(named: $0.service) }
        var calls: [JSONValue] = []
        var loads: [JSONValue] = []
        var loadedFields: [String: String] = [:]  // field name -> local value in the skeleton
        for service in used {
            for method in service.methods {
                guard let (rule, element) = facts.reactiveRule(of: method.returnType), let element,
                    case .named(let kind, _) = method.returnType
                else { continue }
                // Callable on appearing: every parameter is an input of the scene, by name and type.
                let callable = method.parameters.allSatisfy { parameter in
                    scene.inputs.contains { $0.name == parameter.label && $0.type == parameter.type }
                }
                guard callable else { continue }
                let property = SwiftIdentifier.escaped(service.propertyName)
                let call =
                    "\(property).\(method.escapedName)("
                    + method.parameters.map { "\(SwiftIdentifier.label($0.label)): inputs.\($0.escapedName)" }.joined(
                        separator: ", ") + ")"
                let captures = method.parameters.isEmpty ? "[\(property)]" : "[\(property), inputs]"
                // An Observable (or Infallible) may stay open for changes after its first value.
                let streams = rule.streams
                calls.append(
                    .object([
                        ("call", .string(call)), ("selector", .string("\(service.name).\(method.selector)")),
                        ("streams", .bool(streams)),
                    ]))
                guard
                    let field = scene.fields.first(where: { $0.type == element && loadedFields[$0.name] == nil })
                else { continue }
                let local = "loaded" + upperFirst(field.name)
                loadedFields[field.name] = local
                let neutral = facts.neutralValue(of: element)
                loads.append(
                    .object([
                        ("local", .string(local)), ("call", .string(call)), ("captures", .string(captures)),
                        ("field", .string(field.name)),
                        ("neutralValue", .string(neutral ?? "")), ("hasNeutralValue", .bool(neutral != nil)),
                        ("streams", .bool(streams)), ("kind", .string(KnownTypes.unqualified(kind))),
                        ("service", .string(property)), ("method", .string(method.name)),
                        ("callsName", .string(method.name + "Calls")), ("resultName", .string(method.name + "Result")),
                        ("upperField", .string(upperFirst(field.name))),
                        (
                            "directCall",
                            .string(
                                "\(property).\(method.escapedName)("
                                    + method.parameters.map { "\(SwiftIdentifier.label($0.label)): \($0.escapedName)" }
                                    .joined(separator: ", ") + ")")
                        ),
                        ("fieldName", .string(field.escapedName)),
                        ("title", .string(SwiftIdentifier.title(fromTypeName: upperFirst(field.name)).lowercased())),
                    ]))
            }
        }
        let usesServices = !used.isEmpty
        // Outputs: what the ViewModel returns, in spec order, for the harness's recorders. A state
        // always has a current value (the screen shows it); an event is sent once (the flavor
        // spells them, as RxCocoa's two traits, say).
        var outputs: [JSONValue] = [output("navigationTitle", "String", isState: true, equatable: true)]
        var arguments: [(label: String, value: JSONValue)] = [
            ("navigationTitle", source("local", local: "navigationTitle"))
        ]
        for (field, value) in zip(scene.fields, fields) {
            outputs.append(
                output(field.name, field.type.canonical, isState: true, equatable: facts.isEquatable(field.type)))
            let neutral = value["neutralValue"].flatMap(string) ?? ""
            if let local = loadedFields[field.name] {
                arguments.append((field.name, source("loaded", local: local, neutralValue: neutral)))
            } else {
                arguments.append((field.name, source("initial", neutralValue: neutral)))
            }
        }
        if usesServices {
            outputs.append(output("isLoading", "Bool", isState: true, equatable: true))
            outputs.append(output("errorMessage", "String", isState: false, equatable: true))
            arguments.append(("isLoading", source("loading")))
            arguments.append(("errorMessage", source("local", local: "errorMessage")))
        }
        let routeActions = routeActions(of: scene)
        if !scene.routes.isEmpty {
            outputs.append(output("route", "\(scene.name)Route", isState: false, equatable: true))
            arguments.append(("route", routeActions.isEmpty ? source("initial") : source("route", local: "route")))
        }
        let routed = Set(routeActions.map(\.action))
        let titleActions = actions.filter { string($0["name"] ?? .null).map { !routed.contains($0) } ?? true }
        let sortedOutputs = outputs.sorted { (string($0["name"] ?? .null) ?? "") < (string($1["name"] ?? .null) ?? "") }
        return [
            (
                "uses",
                .array(
                    used.map {
                        .object([
                            ("name", .string($0.name)),
                            ("propertyName", .string(SwiftIdentifier.escaped($0.propertyName))),
                        ])
                    })
            ),
            ("usesServices", .bool(usesServices)),
            (
                "routeActions",
                .array(
                    routeActions.map {
                        .object([
                            ("action", .string($0.action)), ("scene", .string($0.scene)),
                            ("routeCase", .string($0.routeCase)),
                        ])
                    })
            ),
            ("titleActions", .array(titleActions)),
            ("appearCalls", .array(calls)),
            ("loads", .array(loads)),
            ("hasLoads", .bool(!loads.isEmpty)),
            ("firstLoad", loads.first ?? .null),
            ("outputs", .array(outputs)),
            ("outputInit", .array(sortedOutputs)),
            (
                "outputArguments",
                .array(
                    arguments.sorted { $0.label < $1.label }.map {
                        .object([("label", .string(SwiftIdentifier.label($0.label)))] + (entries($0.value) ?? []))
                    }
                )
            ),
        ]
    }

    /// Routes a Void action leads to by its name, for the skeleton to wire:
    /// `settings` to `Settings`, `add` to `AddTask` (a target with no inputs,
    /// whose name starts with the action's; each action and route once).
    func routeActions(of scene: SceneSpec) -> [(action: String, scene: String, routeCase: String)] {
        var taken: Set<String> = []
        var pairs: [(action: String, scene: String, routeCase: String)] = []
        for route in scene.routes {
            guard let target = scenesByName[route.scene], target.inputs.isEmpty else { continue }
            let caseName = lowerFirst(route.scene)
            let candidates = scene.actions.filter { $0.payload == nil && !taken.contains($0.name) }
            guard
                let action = candidates.first(where: { $0.name == caseName })
                    ?? candidates.first(where: { $0.name.count >= 3 && caseName.hasPrefix($0.name) })
            else { continue }
            taken.insert(action.name)
            pairs.append((action.name, route.scene, "." + SwiftIdentifier.escaped(caseName)))
        }
        return pairs
    }

    private func output(_ name: String, _ type: String, isState: Bool, equatable: Bool) -> JSONValue {
        .object([
            ("name", .string(name)), ("escapedName", .string(SwiftIdentifier.escaped(name))),
            ("label", .string(SwiftIdentifier.label(name))), ("type", .string(type)),
            ("sharing", .string(isState ? "state" : "event")), ("isState", .bool(isState)),
            ("isEquatable", .bool(equatable)),
        ])
    }

    /// Where an `Output` argument of a new ViewModel comes from, for the flavor
    /// to spell: `local` (a value the skeleton made, `local`), `loaded` (a load's
    /// `local`, falling back to `neutralValue` on an error when it has one),
    /// `initial` (starts at `neutralValue`, or sends nothing without one),
    /// `loading` (the loading indicator) or `route` (the routes the actions lead to).
    private func source(_ kind: String, local: String = "", neutralValue: String = "") -> JSONValue {
        .object([
            ("source", .string(kind)), ("local", .string(local)), ("neutralValue", .string(neutralValue)),
            ("hasNeutralValue", .bool(!neutralValue.isEmpty)),
        ])
    }

    private func entries(_ value: JSONValue) -> [(key: String, value: JSONValue)]? {
        if case .object(let pairs) = value { return pairs }
        return nil
    }
}
